import { z } from "zod";
import { defineBlock } from "../define-block";
import type { BlockKit } from "../kit/block-kit";
import { anchor, icon, navLink, sectionIntro, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";
import type { BlockWordKey } from "../language/block-words";

const price = () =>
  z
    .number()
    .nonnegative()
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: "a price has at most two decimals, such as 9.99 or 17",
    })
    .meta({
      description: "Amount in dollars; shown with two decimals when it has cents (9.99) and none when whole (17).",
    });

const billingOption = (name: string, words: { label: BlockWordKey; period: BlockWordKey }) =>
  z
    .strictObject({
      label: text("Text on the switch that selects this billing period.").default(blockWord(words.label)),
      period: text('Text after the price, such as "/month".').default(blockWord(words.period)),
    })
    .prefault({})
    .meta({ description: `The ${name} option of the switch: its label and the text after its prices.` });

const plan = (kit: BlockKit) =>
  z.strictObject({
    name: text("Name of the plan, such as Starter."),
    badge: kit
      .image()
      .optional()
      .meta({ description: "Small square picture next to the name, such as /art/pricing/starter.svg." }),
    icon: icon().optional().meta({ description: "Icon next to the name when there is no badge picture." }),
    price: z
      .strictObject({ monthly: price(), yearly: price() })
      .meta({ description: "Price per billing period: { monthly: 9.99, yearly: 19.99 }." }),
    info: text('One line under the price, such as "Up to 3 users + 1.99 per extra user".').optional(),
    trial: text('Free-trial note, such as "30 day free trial".').optional(),
    features: z
      .array(
        z.strictObject({
          text: text("What the plan offers."),
          available: z
            .boolean()
            .default(true)
            .meta({ description: "false shows the feature struck through as not included." }),
        }),
      )
      .default([])
      .meta({ description: "What the plan includes, and what it leaves out." }),
    action: navLink(kit).meta({ description: "The button at the foot of the card." }),
    featured: z.boolean().default(false).meta({ description: "Highlights this plan as the one most people pick." }),
  });

/** How the plans are laid out: cards side by side, or one plan a row across the section. */
export const pricingPlansVariants = ["cards", "rows"] as const;

export const pricingPlansBlock = defineBlock({
  type: "pricing-plans",
  description:
    "Price plans, as cards or rows, with a Monthly / Yearly switch: each plan shows its price for the selected period, what it includes and a button. Monthly is selected first.",
  group: "pricing",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    surface: surface(),
    billing: z
      .strictObject({
        label: text("Accessible name of the switch.").default(blockWord("billingPeriod")),
        monthly: billingOption("Monthly", { label: "monthly", period: "perMonth" }),
        yearly: billingOption("Yearly", { label: "yearly", period: "perYear" }),
        note: text('Line beside the switch, such as "Save up to 50% in Yearly plan".').optional(),
      })
      .prefault({})
      .meta({ description: "The Monthly / Yearly switch: its labels and the period shown after each price." }),
    featuredLabel: text("Label on the highlighted plan.").default(blockWord("mostPopular")),
    unavailableLabel: text("What assistive technology reads for a feature a plan leaves out.").default(
      blockWord("notIncluded"),
    ),
    plans: z.array(plan(kit)).min(1).max(4).meta({ description: "The plans, left to right (one to four)." }),
    variant: z.enum(pricingPlansVariants).default("cards").meta({
      description:
        "cards: a card per plan, side by side (two a row on tablets, one on phones); rows: a plan a row, top to bottom, its name and price on the left, its features in columns and its button on the right (on phones, a card per plan).",
    }),
  }),
});
