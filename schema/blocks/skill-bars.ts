import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, icon, sectionIntro, surface, text } from "../primitives";

export const skillBarsBlock = defineBlock({
  type: "skill-bars",
  description:
    "A heading beside bars that show how strong each skill is, as a percentage. The bars fill once, when half of them are in view; the HTML already shows them full.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    actions: z.array(action(kit)).max(2).default([]).meta({ description: "Buttons under the lead." }),
    skills: z
      .array(
        z.strictObject({
          icon: icon(),
          title: text("Name of the skill or tool, such as UI design."),
          percent: z
            .number()
            .int()
            .min(0)
            .max(100)
            .meta({ description: "How far the bar fills, from 0 to 100, such as 93." }),
        }),
      )
      .min(1)
      .max(8)
      .meta({ description: "The skills, top to bottom (1 to 8)." }),
    duration: z
      .number()
      .int()
      .min(300)
      .max(4000)
      .default(1500)
      .meta({ description: "How long a bar takes to fill, in ms (1500 by default)." }),
    surface: surface(),
  }),
});
