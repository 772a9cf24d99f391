import { z } from "zod";

/**
 * The schema.org types the site writes, with what Google's structured-data documentation asks of
 * each for rich results (the schema.org vocabulary itself is not at hand offline). Strict where
 * Google names the properties, so a misspelt one fails.
 */

const absoluteUrl = z.url({ protocol: /^https?$/ });
const someText = z.string().regex(/\S/);

/** Organization: name and url; logo an image address; sameAs the organisation's profiles elsewhere. */
export const organization = z.strictObject({
  "@type": z.literal("Organization"),
  "@id": absoluteUrl.optional(),
  name: someText,
  url: absoluteUrl,
  logo: absoluteUrl.optional(),
  sameAs: z.array(absoluteUrl).min(1).optional(),
});

/** Article (BlogPosting): headline at most 110 characters, ISO 8601 date, author with a name, images. */
export const blogPosting = z.strictObject({
  "@type": z.literal("BlogPosting"),
  headline: someText.max(110),
  description: someText.optional(),
  datePublished: z.iso.date(),
  dateModified: z.iso.date().optional(),
  author: z.strictObject({
    "@type": z.enum(["Person", "Organization"]),
    name: someText,
    url: absoluteUrl.optional(),
  }),
  publisher: z.strictObject({ "@id": absoluteUrl }).optional(),
  image: z.array(absoluteUrl).min(1),
  inLanguage: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/).optional(),
  url: absoluteUrl.optional(),
  mainEntityOfPage: absoluteUrl.optional(),
});

/** FAQPage: mainEntity is a list of Questions, each with a name and an accepted Answer's text. */
export const faqPage = z.strictObject({
  "@type": z.literal("FAQPage"),
  mainEntity: z
    .array(
      z.strictObject({
        "@type": z.literal("Question"),
        name: someText,
        acceptedAnswer: z.strictObject({ "@type": z.literal("Answer"), text: someText }),
      }),
    )
    .min(1),
});

/** BreadcrumbList: at least two ListItems, numbered from 1; every one but the last has its address. */
export const breadcrumbList = z
  .strictObject({
    "@type": z.literal("BreadcrumbList"),
    itemListElement: z
      .array(
        z.strictObject({
          "@type": z.literal("ListItem"),
          position: z.number().int().positive(),
          name: someText,
          item: absoluteUrl.optional(),
        }),
      )
      .min(2),
  })
  .refine(
    ({ itemListElement }) =>
      itemListElement.every(
        (element, index) =>
          element.position === index + 1 && (element.item !== undefined || index === itemListElement.length - 1),
      ),
    { error: "ListItems are numbered 1, 2, 3… and every one but the last names its address" },
  );

export const structuredNode = z.discriminatedUnion("@type", [organization, blogPosting, faqPage, breadcrumbList]);

/** One page's JSON-LD: a graph of the nodes above. */
export const pageGraph = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@graph": z.array(structuredNode).min(1),
});
