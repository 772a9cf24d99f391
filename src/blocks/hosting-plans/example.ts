import type { BlockInput } from "../../../schema/blocks";

const trial = { label: "Start 30 days free trial", href: "/signup" } as const;

export const examples: BlockInput<"hosting-plans">[] = [
  {
    type: "hosting-plans",
    heading: "Hosting plans for {every site}",
    note: "No card required, cancel any time",
    plans: [
      {
        name: "Starter",
        details: "One small site",
        price: 8,
        renewal: "Renews at $3.99/month",
        features: ["1 website"],
        action: trial,
      },
      {
        name: "Business",
        details: "Growing shops",
        price: 12,
        renewal: "Renews at $3.99/month",
        featured: true,
        action: trial,
      },
      { name: "Pro", details: "Agencies", price: 37, renewal: "Renews at $3.99/month", action: trial },
      { name: "Cloud", details: "Heavy traffic", price: 79, limit: "Dedicated resources", action: trial },
    ],
  },
];
