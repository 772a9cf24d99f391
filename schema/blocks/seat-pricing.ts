import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, sectionIntro, shownString, surface, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

const currency = (name: string, example: string) =>
  z
    .strictObject({
      symbol: text("Sign before the amount, such as $ or US$."),
      note: text(`What the amount means, shown beside it and as the column heading, such as “${example}”.`),
    })
    .meta({ description: `How prices in ${name} are shown: their sign and a note.` });

const amount = (description: string) => z.number().nonnegative().meta({ description });

export const seatPricingBlock = defineBlock({
  type: "seat-pricing",
  description:
    "Prices by number of users: the visitor picks a number of users and sees that plan's price in pesos and dollars and per user; a table lists every plan.",
  group: "pricing",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .optional()
      .meta({
        description:
          "How numbers are written: es-AR shows 65.000, en-US 65,000; the locale of the page's language (site.yaml's languages) when left out.",
      }),
    picker: text("Label of the choice of users, such as “How many users do you need?”."),
    tierLabel: shownString()
      .includes("{users}")
      .default(blockWord("upToUsers"))
      .meta({ description: "Name of a plan; {users} is replaced by its number of users." }),
    usersColumn: text("Heading of the users column of the table.").default(blockWord("users")),
    free: text("Shown in place of a price of 0.").default(blockWord("free")),
    perUser: shownString()
      .includes("{price}")
      .default(blockWord("pricePerUser"))
      .meta({ description: "Price per user; {price} is replaced by the amount." }),
    ars: currency("Argentine pesos", "ARS + IVA"),
    usd: currency("US dollars", "USD"),
    tiers: z
      .array(
        z.strictObject({
          users: z.number().int().positive().meta({ description: "Users the plan allows." }),
          ars: amount("Price in Argentine pesos, without VAT."),
          usd: amount("Price in US dollars."),
        }),
      )
      .min(2)
      .refine((tiers) => tiers.every((tier, index) => index === 0 || tier.users > (tiers[index - 1]?.users ?? 0)), {
        error: "list the plans from the fewest users to the most",
      })
      .meta({ description: "The plans, from the fewest users to the most (at least two)." }),
    tableCaption: text("Caption of the table of every plan."),
    note: text("A line under the prices, such as the offer of custom plans.").optional(),
    includes: z
      .strictObject({
        heading: text("Heading of the list, such as “Every plan includes”."),
        items: z.array(text("Something every plan has.")).min(1).meta({ description: "The things included." }),
      })
      .optional()
      .meta({ description: "What every plan includes, listed under the chosen plan's price." }),
    action: action(kit).optional().meta({ description: "Button under the chosen plan's price." }),
    surface: surface(),
  }),
});
