import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"counters">[] = [
  {
    type: "counters",
    items: [
      { value: 150000, suffix: "+", label: "Happy clients" },
      { value: 4.8, decimals: 1, label: "Average rating" },
      { value: 30, suffix: "k", label: "Reviews" },
      { value: 100, suffix: "+", label: "Trusted partners" },
    ],
    variant: "band",
  },
  {
    type: "counters",
    eyebrow: "In numbers",
    heading: "A team that {delivers}",
    items: [
      { value: 8000, suffix: "+", label: "Staff" },
      { value: 9000, label: "Agents" },
      { value: 32, suffix: "k", label: "Customers" },
    ],
    seconds: 2.5,
    variant: "cards",
    surface: "tinted",
  },
];
