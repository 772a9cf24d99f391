import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"blog-list">[] = [
  {
    type: "blog-list",
    posts: { from: "blog", range: [7, 11] },
    pagination: {},
    sidebar: {
      categories: { items: { from: "blog-categories", range: [1, 5] } },
      recent: { posts: { from: "blog", range: [1, 3] } },
      advert: {
        heading: "Grow your business with us",
        action: { label: "Download", href: "/contact" },
      },
    },
  },
  {
    type: "blog-list",
    variant: "tiles",
    posts: { from: "blog", range: [20, 25] },
    datePrefix: { default: "Created on -", byTag: { Design: "Featured -" } },
  },
];
