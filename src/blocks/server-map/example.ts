import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"server-map">[] = [
  {
    type: "server-map",
    heading: "Our {data centres}",
    locations: [
      { name: "Phoenix", x: 18, y: 38 },
      { name: "Amsterdam", x: 50, y: 24 },
    ],
  },
];
