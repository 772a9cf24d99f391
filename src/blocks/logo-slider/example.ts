import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"logo-slider">[] = [
  {
    type: "logo-slider",
    heading: "Trusted by {100+ partners}",
    logos: [
      { image: "/art/logos/harbor.svg", name: "Harbor" },
      { image: "/art/logos/lumen.svg", name: "Lumen" },
      { image: "/art/logos/northwind.svg", name: "Northwind" },
      { image: "/art/logos/orbit.svg", name: "Orbit" },
      { image: "/art/logos/pinecone.svg", name: "Pinecone" },
      { image: "/art/logos/quantum.svg", name: "Quantum" },
    ],
  },
  {
    type: "logo-slider",
    logos: [
      { image: "/art/logos/sparrow.svg", name: "Sparrow" },
      { image: "/art/logos/tidal.svg", name: "Tidal" },
      { image: "/art/logos/vertex.svg", name: "Vertex" },
      { image: "/art/logos/zenith.svg", name: "Zenith" },
    ],
    perView: { lg: 3, md: 3, sm: 2, base: 1 },
    autoplay: false,
    variant: "cards",
    surface: "tinted",
  },
];
