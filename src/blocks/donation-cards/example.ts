import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"donation-cards">[] = [
  {
    type: "donation-cards",
    eyebrow: "Featured causes",
    heading: "Give where it {counts most}",
    causes: [
      {
        title: "Clean water for Kisumu",
        description: "Wells and filters for four villages.",
        image: "/art/causes/1.svg",
        goal: 25000,
        raised: 18250,
        daysLeft: 12,
      },
      {
        title: "Books for every child",
        description: "A library for a rural school.",
        image: "/art/causes/2.svg",
        goal: 8000,
        raised: 2000,
        daysLeft: 30,
      },
    ],
    donate: { label: "Donate now", href: "/contact" },
  },
];
