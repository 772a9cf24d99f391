import { z } from "zod";
import { defineBlock } from "../define-block";
import { shareLinks, text } from "../primitives";

export const blogPostBlock = defineBlock(
  "blog-post",
  "A whole blog post: title (the page's h1), byline and date, picture, body text, tags, share links and the sample comments with Reply links.",
  (kit) => ({
    post: kit.one("blog").meta({ description: 'The post: "current" on pages/blog/[id].yaml.' }),
    byline: text('Who wrote it, shown before the date, such as "By Admin".'),
    body: z.array(text("A paragraph.")).min(1).meta({ description: "Paragraphs of the post, after its description." }),
    quote: text("A sentence set apart as a quote in the middle of the body.").optional(),
    tags: z
      .strictObject({
        label: text('Label before the tags, such as "Tags:".').default("Tags:"),
        items: z.array(text("A tag.")).min(1).meta({ description: "The tags, in order." }),
      })
      .optional()
      .meta({ description: "Tags under the post." }),
    share: shareLinks(kit).optional().meta({ description: "Share icons under the post." }),
    comments: z
      .strictObject({
        heading: text('Heading over the comments, such as "2 Comments".'),
        items: kit.many("comments").meta({ description: "The comments shown, in order." }),
        reply: text("Text of each comment's reply link.").default("Reply"),
        replyHref: z
          .string()
          .regex(/^#[a-z][a-z0-9-]*$/)
          .default("#reply")
          .meta({
            description: "Where a Reply link leads: the anchor of the comment form on this page.",
          }),
      })
      .optional()
      .meta({ description: "The sample comments under the post." }),
  }),
);
