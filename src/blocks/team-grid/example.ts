import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"team-grid">[] = [
  {
    type: "team-grid",
    eyebrow: "Our team",
    heading: "The people {behind the work}",
    members: [
      {
        name: "Maya Lindgren",
        role: "Creative Director",
        image: "/art/avatars/3.svg",
        social: [{ icon: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com" }],
      },
      { name: "Jonas Weber", role: "Lead Developer", image: "/art/avatars/8.svg" },
      { name: "Ada Okoro", role: "Strategist", image: "/art/avatars/12.svg" },
    ],
    columns: 3,
  },
  {
    type: "team-grid",
    heading: "Meet {the crew}",
    members: [{ name: "Leo Marsh", role: "Designer", image: "/art/avatars/5.svg" }],
    variant: "round",
    surface: "dark",
  },
];
