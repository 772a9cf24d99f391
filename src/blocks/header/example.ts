import type { BlockInput } from "../../../schema/blocks";

/** The site's own header: the default menu, and a button to the contact page. */
export const contactHeader: BlockInput<"header"> = {
  type: "header",
  actions: [{ label: "Contact us", href: "/contact/contact-v2" }],
};

/** A course platform's header, in Spanish: its own brand, a section link and two buttons to the app. */
export const courseHeader: BlockInput<"header"> = {
  type: "header",
  brand: { name: "Aulaviva" },
  links: [{ label: "Planes", href: "/#planes" }],
  actions: [
    { label: "Ingresar", href: "{app}/login", style: "ghost" },
    { label: "Dar cursos gratis", href: "{app}/signup" },
  ],
};

/** A one-page portfolio's header: links to its sections, and a side panel. */
export const onePageHeader: BlockInput<"header"> = {
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
};

export const examples: BlockInput<"header">[] = [contactHeader, courseHeader, onePageHeader];
