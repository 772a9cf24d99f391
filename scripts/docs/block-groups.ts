import type { BlockType } from "../../schema/blocks";

/**
 * How docs/blocks.md groups the block types: by what a marketer is building. Every block type is in
 * one group; generating the document fails naming a block that is in none.
 */
export const blockGroups: readonly { title: string; about: string; types: readonly BlockType[] }[] = [
  {
    title: "Page frame",
    about: "What surrounds the content. A page without a header or footer block gets the ones in content/site.yaml.",
    types: ["header", "footer", "page-banner", "not-found", "chat-button"],
  },
  {
    title: "Openers and calls to action",
    about: "The first screen of a page, and the bands that ask the visitor to act.",
    types: ["hero", "banner", "split-feature"],
  },
  {
    title: "Features and facts",
    about: "What a product or a team offers, told in cards, tabs, figures and answers.",
    types: [
      "card-grid",
      "tabbed-showcase",
      "tag-list",
      "counters",
      "skill-bars",
      "comparison-table",
      "team-grid",
      "faq",
    ],
  },
  {
    title: "Pricing",
    about: "Plans and prices.",
    types: ["pricing-plans", "seat-pricing", "hosting-plans"],
  },
  {
    title: "Sliders",
    about: "Rows of testimonials or logos that move by themselves and by their arrows.",
    types: ["testimonial-slider", "logo-slider"],
  },
  {
    title: "Blog, portfolio and services",
    about: "Blocks that show records of the collections in content/: posts, portfolio entries, comments.",
    types: [
      "blog-teasers",
      "blog-list",
      "blog-post",
      "portfolio-grid",
      "portfolio-detail",
      "project-nav",
      "service-detail",
    ],
  },
  {
    title: "Forms and search",
    about: "Forms the browser checks; none of them sends anything.",
    types: ["auth-form", "message-form", "contact-modal", "select-search"],
  },
  {
    title: "Listings and maps",
    about: "Cards of courses, causes and properties, and maps.",
    types: ["course-list", "donation-cards", "property-tabs", "map-embed", "server-map"],
  },
];
