import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"select-search">[] = [
  {
    type: "select-search",
    heading: "Find your next home",
    selects: [
      { name: "property", label: "Property", options: ["House", "Condo", "Land"] },
      { name: "market", label: "Market", options: ["Buy", "Rent"] },
      { name: "price", label: "Price", options: ["Any price", "Up to $250,000", "Up to $500,000"] },
    ],
    button: "Search",
  },
];
