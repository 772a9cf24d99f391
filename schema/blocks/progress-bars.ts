import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, sectionIntro, surface, text } from "../primitives";

export const progressBarsBlock = defineBlock({
  type: "progress-bars",
  description:
    "A heading beside bars that each show a result as a percentage, with a sentence on what it measures. The bars fill once, when half of them are in view; the HTML already shows them full.",
  group: "content",
  fields: () => ({
    id: anchor(),
    ...sectionIntro(),
    items: z
      .array(
        z.strictObject({
          title: text("What the bar measures, in a word or two, such as Success."),
          description: text("A sentence on what the figure counts, shown under the title."),
          value: z
            .number()
            .int()
            .min(0)
            .max(100)
            .meta({ description: "The percentage, from 0 to 100, such as 86; the bar fills that far." }),
        }),
      )
      .min(1)
      .max(6)
      .meta({ description: "The bars, top to bottom (1 to 6)." }),
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
