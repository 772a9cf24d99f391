import { z } from "zod";
import { defineCollection } from "../define-collection";
import { text } from "../primitives";

/** "12 March, 2026": how posts show their date, which structured data turns into 2026-03-12. */
export const publicationDate =
  /^([1-9]|[12][0-9]|3[01]) (January|February|March|April|May|June|July|August|September|October|November|December), ([0-9]{4})$/;

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "9 January, 2025" → "2025-01-09", which sorts and compares as text; the blog's schema admits no other form. */
export function isoDate(shown: string): string {
  const match = publicationDate.exec(shown);
  if (!match) throw new Error(`"${shown}" is not a publication date such as "12 March, 2026"`);
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${String(months.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** The tags a post can carry; the blog shows each with its own colour. */
export const blogTags = [
  "Education",
  "Charity",
  "Children",
  "Design",
  "Development",
  "PROPERTY",
  "Technology",
  "Support",
  "Client Story",
] as const;

export const blogCollection = defineCollection(
  "blog",
  "A blog post, shown in lists, teasers and at /blog/{id}.",
  (kit) => ({
    title: text("Headline of the post; the page of the post may take it as its title.", "title"),
    date: z
      .string()
      .regex(publicationDate, {
        error: 'expected a date written as "12 March, 2026": day, month in English, comma, year',
      })
      .meta({ description: 'Publication date as shown, for example "12 March, 2026".' }),
    tag: z.enum(blogTags).meta({ description: "Topic shown on cards; picks the tag colour." }),
    description: text(
      "One or two sentences shown under the title on cards; the page of the post may take them as its description.",
      "description",
    ),
    image: kit.image().optional(),
    videoId: z
      .string()
      .regex(/^[\w-]{11}$/, { error: "expected a video id: the 11 characters after watch?v= in a video URL" })
      .optional()
      .meta({ description: "Video-sharing id; cards with one open the video popup." }),
    body: z.array(text("A paragraph of the post.")).min(3).max(5).optional().meta({
      description:
        "The post read in full at /blog/{id}: three to five paragraphs after its description, on the post's own subject.",
    }),
    quote: text("A sentence of the post set apart as a pull quote after its first paragraph.").optional(),
  }),
  {
    feedEntry: (post) => ({
      title: post.title,
      published: isoDate(post.date),
      summary: post.description,
      image: post.image,
      categories: [post.tag],
    }),
  },
);
