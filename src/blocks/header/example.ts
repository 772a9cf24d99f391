import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"header">[] = [
  { type: "header", actions: [{ label: "Contact us", href: "/contact/contact-v2" }] },
  {
    type: "header",
    brand: { name: "Aulaviva" },
    links: [{ label: "Planes", href: "/#planes" }],
    actions: [
      { label: "Ingresar", href: "{app}/login", style: "ghost" },
      { label: "Dar cursos gratis", href: "{app}/signup" },
    ],
  },
];
