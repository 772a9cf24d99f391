import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"project-nav">[] = [
  {
    type: "project-nav",
    entry: { from: "portfolio", id: 1 },
    entries: { from: "portfolio", range: [1, 60] },
  },
];
