import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"blog-post">[] = [
  {
    type: "blog-post",
    post: { from: "blog", id: 1 },
    byline: "By Admin",
    body: ["A first paragraph of the post.", "A second paragraph of the post."],
    quote: "A sentence worth repeating.",
    tags: { items: ["business", "makreting", "tips"] },
    share: {
      links: [
        { icon: "facebook", label: "Share on Facebook", href: "https://facebook.com/" },
        { icon: "x-social", label: "Share on X", href: "https://x.com/" },
      ],
    },
    comments: { heading: "2 Comments", items: { from: "comments", ids: [1, 2] } },
  },
];
