import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"map-embed">[] = [
  {
    type: "map-embed",
    eyebrow: "Visit us",
    heading: "Find our {office}",
    place: "Sydney Opera House, Sydney",
    title: "Map of the area around the Sydney Opera House",
  },
];
