import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"tag-list">[] = [
  {
    type: "tag-list",
    eyebrow: "Benefits",
    heading: "Why teams {choose us}",
    tags: [
      { text: "Free up to 50 users" },
      { text: "Your own logo", icon: "image" },
      { text: "Recorded classes", icon: "video" },
    ],
  },
  {
    type: "tag-list",
    heading: "On a dark band",
    surface: "dark",
    tags: [{ text: "Fast" }, { text: "Secure", icon: "shield" }],
  },
];
