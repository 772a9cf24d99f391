import { z } from "zod";
import { defineBlock } from "../define-block";
import { formDestination, formPolicySources } from "../kit/form-destination";
import { icon, navLink, partLanguage, shownString, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

/** Where the newsletter form sits. */
export const footerVariants = ["standard", "newsletter"] as const;

export const footerBlock = defineBlock({
  type: "footer",
  description:
    "The end of the page: about text, link columns, contact lines, social links, an optional newsletter form and the copyright line with the current year. A page without a footer block gets the one in content/site.yaml.",
  group: "frame",
  frame: "bottom",
  fields: (kit) => ({
    brand: text(
      "Name beside the logo, for a landing page with its own brand; the site's name when left out.",
    ).optional(),
    about: text("A sentence or two under the logo.").optional(),
    columns: z
      .array(
        z.strictObject({
          heading: text("Heading of the column."),
          links: z.array(navLink(kit)).min(1).meta({ description: "The links of the column." }),
        }),
      )
      .default([])
      .meta({ description: "Columns of links." }),
    contact: z
      .strictObject({
        heading: text("Heading of the contact column."),
        lines: z
          .array(z.strictObject({ icon: icon(), label: text("Text of the line."), href: kit.link().optional() }))
          .min(1)
          .meta({ description: "Lines with an icon, such as the address, the phone number and the e-mail address." }),
      })
      .optional()
      .meta({ description: "A column of contact lines." }),
    newsletter: z
      .strictObject({
        heading: text("Heading of the newsletter form."),
        text: shownString().optional().meta({ description: "A line under the heading." }),
        placeholder: text("Placeholder of the e-mail field."),
        button: text("Text on the submit button."),
        send: formDestination().optional(),
      })
      .optional()
      .meta({
        description: "A one-field e-mail form: it sends the address where send names, or else stays on the page.",
      }),
    social: z
      .array(z.strictObject({ icon: icon(), label: text("Accessible name, such as Facebook."), href: kit.link() }))
      .default([])
      .meta({ description: "Icon links to the site's social media profiles." }),
    variant: z.enum(footerVariants).default("standard").meta({
      description:
        "standard: the newsletter form sits under the contact lines, or in a column of its own; newsletter: the newsletter form is a wide band above the columns.",
    }),
    legal: z.array(navLink(kit)).default([]).meta({ description: "Small links beside the copyright line." }),
    copyright: text('Owner in the copyright line: "© {year} {copyright}. All rights reserved."'),
    rights: shownString().default(blockWord("allRightsReserved")).meta({ description: "Text after the owner." }),
    lang: partLanguage(kit),
  }),
  contentSources: (blocks) => formPolicySources(blocks.map((block) => block.newsletter?.send)),
});
