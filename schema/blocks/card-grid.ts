import { z } from "zod";
import { defineBlock } from "../define-block";
import { anchor, icon, navLink, sectionIntro, surface, text } from "../primitives";

export const cardGridVariants = ["icon-top", "bordered", "numbered", "list"] as const;

export const cardGridBlock = defineBlock({
  type: "card-grid",
  description:
    "A heading and a grid of cards, each with an icon or an image, a title, a text and an optional link: audiences, features, services.",
  group: "content",
  fields: (kit) => ({
    id: anchor(),
    ...sectionIntro(),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .meta({ description: "Cards per row on wide screens (2, 3 or 4); fewer on smaller screens." }),
    variant: z.enum(cardGridVariants).default("icon-top").meta({
      description:
        "icon-top: raised cards with the icon or image above the title; bordered: outlined items with the icon beside the text; numbered: cards numbered 01, 02… in place of the icon; list: the heading beside one column of rows, each an icon and its text, divided by lines (columns does not apply).",
    }),
    cards: z
      .array(
        z.strictObject({
          icon: icon().optional(),
          image: kit.image().optional().meta({ description: "Picture above the title, in place of the icon." }),
          tag: text("A short label above the title, such as a category.").optional(),
          title: text("Title of the card."),
          text: text("A sentence or two."),
          facts: z
            .array(text("A short fact, such as Beginner or 24 classes."))
            .max(4)
            .default([])
            .meta({ description: "Short facts in a row under the text, such as a level and a number of classes." }),
          link: navLink(kit).optional().meta({ description: "A link at the end of the card." }),
        }),
      )
      .min(1)
      .meta({ description: "The cards, in reading order." }),
    surface: surface(),
  }),
});
