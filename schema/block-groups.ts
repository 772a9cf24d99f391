/**
 * The groups of blocks a marketer reads, in the order the block catalog and docs/blocks.md show them,
 * each with a line on what its blocks are for. Every block names its group in its own definition.
 */
export const blockGroups = {
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

export type BlockGroup = keyof typeof blockGroups;

/** The groups in their order, each with the given blocks that name it, in the order given. */
export function groupsOfBlocks<Definition extends { group: BlockGroup }>(blocks: readonly Definition[]) {
  return Object.entries(blockGroups).map(([group, { title, description }]) => ({
    title,
    description,
    blocks: blocks.filter((block) => block.group === group),
  }));
}
