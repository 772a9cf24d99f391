import type { BlockType } from "../../schema/blocks";

/** The groups of the block catalog, in the order the catalog shows them, each with a line on what its blocks are for. */
export const catalogGroups = {
  frame: {
    title: "Page frame",
    description: "What surrounds a page's content: header, footer and the buttons and dialogs they open.",
  },
  openers: {
    title: "Heroes and banners",
    description: "The first section of a page, and the bands that call for an action between sections.",
  },
  content: {
    title: "Content sections",
    description: "Text, pictures, figures and people, laid out in columns, cards and lists.",
  },
  interactive: {
    title: "Sliders and tabs",
    description: "Sections that show one part at a time: the visitor slides or switches, or they move by themselves.",
  },
  pricing: { title: "Pricing", description: "Plans and prices, with monthly or yearly billing and per-seat totals." },
  forms: { title: "Forms and search", description: "Sign-in, sign-up, contact and search forms." },
  places: { title: "Maps", description: "Where the company is and where its servers are." },
  collections: {
    title: "Blog, portfolio and courses",
    description:
      "Blocks that show records of the site's collections (content/*.yaml): a page names the records, the block lays them out.",
  },
} as const;

export type CatalogGroup = keyof typeof catalogGroups;

/**
 * The group of every block type: the one place the catalog's grouping is written. A new block type is
 * a type error here until it is given a group.
 */
export const blockGroups: Record<BlockType, CatalogGroup> = {
  header: "frame",
  footer: "frame",
  "chat-button": "frame",
  "contact-modal": "frame",
  hero: "openers",
  "page-banner": "openers",
  banner: "openers",
  "not-found": "openers",
  "split-feature": "content",
  "card-grid": "content",
  "tag-list": "content",
  "service-detail": "content",
  faq: "content",
  counters: "content",
  "skill-bars": "content",
  "team-grid": "content",
  "comparison-table": "content",
  "donation-cards": "content",
  "testimonial-slider": "interactive",
  "logo-slider": "interactive",
  "tabbed-showcase": "interactive",
  "property-tabs": "interactive",
  "pricing-plans": "pricing",
  "hosting-plans": "pricing",
  "seat-pricing": "pricing",
  "auth-form": "forms",
  "message-form": "forms",
  "select-search": "forms",
  "map-embed": "places",
  "server-map": "places",
  "blog-list": "collections",
  "blog-post": "collections",
  "blog-teasers": "collections",
  "portfolio-grid": "collections",
  "portfolio-detail": "collections",
  "project-nav": "collections",
  "course-list": "collections",
};

/** The groups in the catalog's order, each with its block types in the order given: for lists of blocks by group. */
export function groupsOfBlocks(types: readonly BlockType[]) {
  return Object.entries(catalogGroups).map(([group, { title, description }]) => ({
    title,
    description,
    types: types.filter((type) => blockGroups[type] === group),
  }));
}
