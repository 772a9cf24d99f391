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
  {
    type: "header",
    brand: { name: "Elena Varga" },
    links: [
      { label: "About me", href: "#about" },
      { label: "Work", href: "#work" },
    ],
    followSections: true,
    actions: [{ label: "Hire me", href: "#contact" }],
    offcanvas: {
      about: "Independent brand and product designer in Lisbon.",
      contact: [{ icon: "mail", label: "hello@elenavarga.example", href: "mailto:hello@elenavarga.example" }],
      social: [{ icon: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com" }],
    },
  },
];
