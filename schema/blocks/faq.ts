import { z } from "zod";
import { defineBlock } from "../define-block";
import { action, anchor, sectionIntro, surface, text } from "../primitives";

/** How the questions look: white cards with shadows, or a list divided by lines. */
export const faqVariants = ["cards", "lines"] as const;
export type FaqVariant = (typeof faqVariants)[number];

export const faqBlock = defineBlock({
  type: "faq",
  description:
    "Questions and answers as an accordion: one answer open at a time, optionally with art or a contact card beside them.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    items: z
      .array(
        z.strictObject({
          question: text("The question, as a visitor would ask it."),
          answer: text("The answer, shown when the question is opened."),
        }),
      )
      .min(1)
      .meta({ description: "The questions, in order." }),
    open: z
      .union([z.number().int().positive(), z.literal("none")])
      .default(1)
      .meta({ description: 'Which question is open when the page loads, counting from 1, or "none".' }),
    faqPage: z.boolean().default(true).meta({
      description:
        "Tell search engines the items are questions and their answers (schema.org FAQPage). Set false for an accordion of topics that are not questions: search engines want FAQ markup only on real questions.",
    }),
    variant: z
      .enum(faqVariants)
      .default("cards")
      .meta({ description: "cards: white cards with shadows; lines: a list divided by lines." }),
    surface: surface(),
    image: kit.image().optional().meta({ description: "Decorative art beside the questions, on wide screens." }),
    aside: z
      .strictObject({
        heading: text("Heading of the card, such as Still have questions?"),
        text: text("A line under the heading."),
        action: action(kit),
      })
      .optional()
      .meta({ description: "A card beside the questions that points to more help." }),
  }),
  check: ({ open, items }, ctx) => {
    if (open !== "none" && open > items.length) {
      const count = `${items.length} question${items.length === 1 ? "" : "s"}`;
      ctx.addIssue({
        code: "custom",
        path: ["open"],
        message: `open is ${open} but the list has ${count}; use a number from 1 to ${items.length}, or "none"`,
      });
    }
  },
  // Every question of the page's FAQ blocks, as one FAQPage: a page is one FAQ to search engines.
  structuredData: (blocks) => {
    const questions = blocks.filter((block) => block.faqPage).flatMap((block) => block.items);
    if (questions.length === 0) return undefined;
    return {
      "@type": "FAQPage",
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    };
  },
});
