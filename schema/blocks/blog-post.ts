import { z } from "zod";
import { isoDate } from "../collections/blog";
import { defineBlock } from "../define-block";
import { shareLinks, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const blogPostBlock = defineBlock({
  type: "blog-post",
  description:
    "A whole blog post: title (the page's h1), byline and date, picture, the post's own body and pull quote (its record's body and quote), tags, share links and the comments on it with Reply links.",
  group: "collections",
  fields: (kit) => ({
    post: kit.one("blog").meta({ description: 'The post: "current" on pages/blog/[id].yaml.' }),
    byline: text('Who wrote it, shown before the date, such as "By Admin".'),
    tags: z
      .strictObject({
        label: text('Label before the tags, such as "Tags:".').default(blockWord("tags")),
        items: z.array(text("A tag.")).min(1).meta({ description: "The tags, in order." }),
      })
      .optional()
      .meta({ description: "Tags under the post." }),
    share: shareLinks(kit).optional().meta({ description: "Share icons under the post." }),
    comments: z
      .strictObject({
        heading: text('Heading over the comments, such as "2 Comments".'),
        items: kit.commentsOn(),
        reply: text("Text of each comment's reply link.").default(blockWord("reply")),
        replyHref: z
          .string()
          .regex(/^#[a-z][a-z0-9-]*$/)
          .default("#reply")
          .meta({
            description: "Where a Reply link leads: the anchor of the comment form on this page.",
          }),
      })
      .optional()
      .meta({ description: "The comments on the post (content/comments.yaml records whose post is this one)." }),
  }),
  openGraphType: "article",
  // The page is the post: its first post block, when a page shows more than one.
  structuredData: ([block], page) => {
    if (!block) return undefined;
    const { post } = block;
    const site = page.site;
    return {
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: isoDate(post.date),
      // The posts are signed by the studio ("By Admin"), so their author is the organisation.
      author: { "@type": "Organization", name: site.name, url: site.url },
      publisher: { "@id": `${site.url}#organization` },
      image: [...(post.image ? [page.absoluteUrl(post.image.src)] : []), page.cardUrl],
      inLanguage: page.lang,
      url: page.url,
      mainEntityOfPage: page.url,
    };
  },
});
