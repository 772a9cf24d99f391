import { z } from "zod";
import type { BlockMigration } from "../block-migration";
import { defineBlock } from "../define-block";
import { accentText, anchor, shownString, surface, text } from "../primitives";

/** How the figures look: a plain row, white cards, or a band in the accent colour. */
export const countersVariants = ["plain", "cards", "band"] as const;

/**
 * Version 2: the count's length is `seconds: 2.5`, where it was `duration: 2500` in milliseconds, a
 * unit a page's author does not think in.
 */
const durationInSeconds: BlockMigration = {
  change: "duration in milliseconds is now seconds, as duration: 2500 is seconds: 2.5",
  applies: (props) => "duration" in props,
  edits: (props) => [
    {
      key: "duration",
      renameTo: "seconds",
      ...(typeof props.duration === "number" ? { value: props.duration / 1000 } : {}),
    },
  ],
};

export const countersBlock = defineBlock({
  type: "counters",
  description:
    "Key figures (clients, years, ratings) that count up from 0 to their value once, when they scroll into view. The HTML holds the final numbers.",
  group: "content",
  fields: () => ({
    id: anchor(),
    eyebrow: text("Small label above the heading.").optional(),
    heading: accentText("Heading of the section; leave out for a band of figures alone.").optional(),
    lead: text("Paragraph under the heading.").optional(),
    items: z
      .array(
        z.strictObject({
          value: z.number().min(0).max(1e9).meta({ description: "The number the counter reaches, such as 150000." }),
          decimals: z
            .number()
            .int()
            .min(0)
            .max(2)
            .default(0)
            .meta({ description: "Digits after the point, such as 1 for a rating of 4.8." }),
          grouping: z.boolean().default(true).meta({
            description: "Whether thousands are grouped, as in 3,000 (the default); false writes 3000.",
          }),
          prefix: shownString().default("").meta({ description: "Text before the number, such as $." }),
          suffix: shownString().default("").meta({ description: "Text after the number, such as +, k or %." }),
          label: text("What the number counts, such as Happy clients."),
        }),
      )
      .min(1)
      .max(6)
      .meta({ description: "The figures, in order (1 to 6)." }),
    seconds: z
      .number()
      .min(0.5)
      .max(5)
      .default(2)
      .meta({ description: "How long the count takes, in seconds, such as 2.5 (2 by default)." }),
    variant: z.enum(countersVariants).default("plain").meta({
      description:
        "plain: figures on the section's background; cards: each figure in a white card; band: a rounded accent band.",
    }),
    surface: surface(),
  }),
  check: undefined,
  migrations: [durationInSeconds],
});
