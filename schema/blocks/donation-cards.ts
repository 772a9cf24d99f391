import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

const dollars = (description: string) => z.number().int().min(0).max(1e9).meta({ description });

export const donationCardsBlock = defineBlock({
  type: "donation-cards",
  description:
    "Cards of causes to donate to: picture, goal, days left, title, description and a progress bar of what has been raised.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    causes: z
      .array(
        z
          .strictObject({
            title: text("Name of the cause."),
            description: text("A sentence or two about it."),
            image: kit.image(),
            goal: dollars("Amount to raise, in dollars."),
            raised: dollars("Amount raised so far, in dollars."),
            daysLeft: z.number().int().min(0).max(3650).meta({ description: "Days left to give." }),
          })
          .refine((cause) => cause.raised <= cause.goal, {
            message: "raised is more than the goal",
            path: ["raised"],
          }),
      )
      .min(1)
      .meta({ description: "The causes, one card each." }),
    donate: action(kit).optional().meta({ description: "A button at the foot of each card, such as Donate now." }),
    goalLabel: text("Label before the goal.").default(blockWord("goal")),
    raisedLabel: text("Label before the amount raised.").default(blockWord("raised")),
    daysLeftLabel: text("Text after the number of days left.").default(blockWord("daysLeft")),
    surface: surface(),
  }),
});
