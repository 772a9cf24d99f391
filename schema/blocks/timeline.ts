import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";

/** Where the heading stands: centred above the moments, or beside them from 1024 px. */
export const timelineVariants = ["centred", "beside"] as const;

export const timelineBlock = defineBlock({
  type: "timeline",
  description: "A history told as moments in order along a line, each a year or date, a title and a sentence or two.",
  group: "content",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    items: z
      .array(
        z.strictObject({
          when: text(
            "When it happened, as it should read: a year, a date or a word, such as 2012, Spring 2019 or Today.",
          ),
          title: text("What happened, in a few words."),
          text: text("A sentence or two on what it changed."),
        }),
      )
      .min(2)
      .max(8)
      .meta({ description: "The moments, earliest first (2 to 8)." }),
    variant: z.enum(timelineVariants).default("centred").meta({
      description:
        "centred: the heading centred above one column of moments; beside: the heading beside the moments on wide screens.",
    }),
    surface: surface(),
  }),
});
