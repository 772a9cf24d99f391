import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"portfolio-detail">[] = [
  {
    type: "portfolio-detail",
    entry: { from: "portfolio", id: 1 },
    about: {
      text: "A short note on the project.",
      social: [{ icon: "facebook", label: "Facebook", href: "https://facebook.com/" }],
    },
    sections: [{ heading: "The challenge", text: ["What the client needed."] }],
    gallery: {
      images: [
        { image: "/art/portfolio/2.svg", alt: "A website on a laptop" },
        { image: "/art/portfolio/3.svg", alt: "Brand cards" },
        { image: "/art/portfolio/4.svg", alt: "A campaign poster" },
      ],
    },
  },
];
