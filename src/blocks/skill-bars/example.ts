import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"skill-bars">[] = [
  {
    type: "skill-bars",
    id: "skills",
    eyebrow: "Skills",
    heading: "Tools I use {every day}",
    lead: "Ten years of practice, from the first sketch to the shipped product.",
    actions: [{ label: "Hire me", href: "/contact" }],
    skills: [
      { icon: "pen", title: "UI design", percent: 93 },
      { icon: "layers", title: "Branding", percent: 92 },
      { icon: "image", title: "Illustration", percent: 85 },
      { icon: "code", title: "Front-end", percent: 82 },
    ],
  },
  {
    type: "skill-bars",
    heading: "What we are {good at}",
    skills: [{ icon: "chart", title: "Research", percent: 70 }],
    duration: 800,
    surface: "tinted",
  },
];
