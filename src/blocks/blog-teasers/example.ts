import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"blog-teasers">[] = [
  {
    type: "blog-teasers",
    eyebrow: "Blog",
    heading: "Fresh ideas from {our team}",
    posts: { from: "blog", ids: [33, 34, 35] },
  },
  {
    type: "blog-teasers",
    heading: "More from the blog",
    surface: "tinted",
    posts: { from: "blog", range: [1, 2] },
    readMore: "Keep reading",
    more: { label: "All articles", href: "/blog/blog-v1", style: "outline" },
  },
];
