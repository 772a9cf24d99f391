import { z } from "zod";
import { blogTags } from "../collections/blog";
import { defineBlock } from "../define-block";
import { action, text } from "../primitives";
import { blockWord } from "../kit/validation-context";

export const blogListVariants = ["list", "grid", "tiles"] as const;

export const blogListBlock = defineBlock({
  type: "blog-list",
  description:
    "A blog list page's posts, each card linking to /blog/{id}, with optional pagination and an optional sidebar (search, categories, recent posts, advert).",
  group: "collections",
  fields: (kit) => ({
    label: text("Accessible name of the list of posts.").default(blockWord("blogPosts")),
    variant: z.enum(blogListVariants).default("list").meta({
      description:
        "list: one large card per row; grid: two cards per row; tiles: two cards per row showing tag, title and a date with its prefix.",
    }),
    posts: kit.many("blog").meta({ description: "Which posts to show, in order: { from: blog, range: [7, 11] }." }),
    readMore: text("Text of the link at the foot of each card (list and grid).").default(
      blockWord("readMoreTitleCase"),
    ),
    datePrefix: z
      .strictObject({
        default: text('Shown before the date, for example "Created on -".'),
        byTag: z
          .partialRecord(z.enum(blogTags), text("Prefix for posts with this tag."))
          .default({})
          .meta({ description: 'Prefixes for posts of some tags, such as Design: "Featured -".' }),
      })
      .optional()
      .meta({ description: "Words before each card's date; left out, the date shows alone." }),
    pagination: z
      .strictObject({
        label: text("Accessible name of the pagination.").default(blockWord("pages")),
        pages: z.number().int().min(1).max(9).default(4).meta({ description: "How many page numbers show." }),
        last: text("Text of the button to the last page.").default(blockWord("lastPage")),
        next: text("Accessible name of the arrow to the next page.").default(blockWord("nextPage")),
      })
      .optional()
      .meta({
        description:
          "Page numbers under the posts, an ellipsis, Last and an arrow. Only the highlight moves: the posts stay the same.",
      }),
    sidebar: z
      .strictObject({
        search: z
          .strictObject({
            label: text("Accessible name of the search field.").default(blockWord("searchTheBlog")),
            placeholder: text("Hint in the empty field.").default(blockWord("searchHere")),
            button: text("Accessible name of the search button.").default(blockWord("search")),
          })
          .prefault({})
          .meta({ description: "The search box: it logs its text and stays on the page." }),
        categories: z
          .strictObject({
            heading: text("Heading of the list.").default(blockWord("category")),
            items: kit.many("blog-categories"),
          })
          .optional()
          .meta({ description: "Categories with their post counts." }),
        recent: z
          .strictObject({
            heading: text("Heading of the list.").default(blockWord("recentNews")),
            posts: kit.many("blog"),
          })
          .optional()
          .meta({ description: "Small links to recent posts." }),
        advert: z
          .strictObject({
            heading: text("Heading of the advert."),
            text: text("A sentence under the heading.").optional(),
            action: action(kit),
          })
          .optional()
          .meta({ description: "An advert banner with a button, at the foot of the sidebar." }),
      })
      .optional()
      .meta({ description: "A column beside the posts; left out, the posts take the whole width." }),
  }),
});
