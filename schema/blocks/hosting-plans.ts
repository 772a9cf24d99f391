import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, icon, sectionIntro, shownString, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const hostingPlansBlock = defineBlock({
  type: "hosting-plans",
  description:
    "Hosting plans side by side: name, what it is for, the monthly price, the renewal price, a limit line, features, a trial button and a note under it. One plan can stand out as the active one.",
  group: "pricing",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    currency: shownString().min(1).default("$").meta({ description: "Sign before the prices." }),
    period: text("Text after the price, such as /month.").default(blockWord("perMonth")),
    plans: z
      .array(
        z.strictObject({
          name: text("Name of the plan, such as Starter."),
          icon: icon().optional(),
          details: text("What the plan is for, in one line."),
          price: z.number().min(0).meta({ description: "Price per month, as a number: 8 shows as $8." }),
          renewal: text("Renewal line, such as Renews at $3.99/month.").optional(),
          limit: text("The plan's main limit, such as 1 website, 10 GB SSD.").optional(),
          features: z
            .array(text("A feature of the plan."))
            .default([])
            .meta({ description: "A ticked list of features." }),
          action: action(kit),
          featured: z
            .boolean()
            .default(false)
            .meta({ description: "Shown as the active plan, raised and in the accent colour." }),
        }),
      )
      .min(1)
      .max(4)
      .meta({ description: "The plans, left to right (one to four)." }),
    note: text("A line under every button, such as No card required, cancel any time.").optional(),
    featuredLabel: text("Badge on the featured plan.").default(blockWord("mostPopular")),
    surface: surface(),
  }),
});
