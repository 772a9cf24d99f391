import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"not-found">[] = [
  {
    type: "not-found",
    heading: "Opps! you’r on the wrong place.",
    text: "Can not find what you need? Take a moment and do a search below or start from our Homepage.",
    image: "/art/not-found.svg",
    action: { label: "Back to home", href: "/" },
  },
];
