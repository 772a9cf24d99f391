import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, icon, sectionIntro, shownString, surface, text } from "../primitives";

export const splitFeatureBlock = defineBlock({
  type: "split-feature",
  description:
    "An illustration on one side and, on the other, a heading, a lead, a list of points with icons and optional buttons.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    image: kit.image(),
    imageAlt: shownString()
      .default("")
      .meta({ description: "What the illustration shows; leave empty when it only decorates." }),
    imageSide: z
      .enum(["start", "end"])
      .default("start")
      .meta({ description: "Side of the illustration on wide screens; on phones it comes first." }),
    points: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text("Title of the point."),
          text: text("One or two sentences about it."),
        }),
      )
      .default([])
      .meta({ description: "Points listed under the lead." }),
    actions: z.array(action(kit)).max(2).default([]).meta({ description: "Buttons under the points." }),
    surface: surface(),
  }),
});
