import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"portfolio-grid">[] = [
  {
    type: "portfolio-grid",
    entries: { from: "portfolio", range: [1, 8] },
    filters: [
      { label: "All", value: "*" },
      { label: "Marketing", value: "marketing" },
      { label: "Application", value: "application" },
      { label: "Design", value: "design" },
      { label: "Development", value: "dev" },
    ],
  },
  {
    type: "portfolio-grid",
    variant: "masonry",
    heading: "Selected {work}",
    entries: { from: "portfolio", range: [46, 51] },
  },
];
