import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"hero">[] = [
  {
    type: "hero",
    eyebrow: "Plataforma de cursos online",
    heading: "Tu academia online, {lista en minutos}",
    lead: "Creá cursos y exámenes, subí tu material y organizá a tus alumnos en un solo lugar.",
    actions: [
      { label: "Usalo gratis", href: "{app}/signup" },
      { label: "Hablemos", href: "/contact/contact-v1", style: "light" },
    ],
    video: { id: "M7lc1UVf-VE", label: "Ver video", title: "Video de presentación", close: "Cerrar" },
    highlights: ["Gratis hasta 50 usuarios", "Con el logo de tu academia"],
    image: "/art/hero/course.svg",
  },
  {
    type: "hero",
    heading: "Grow your traffic with {smart SEO}",
    lead: "Audit any site in seconds and see what to fix first.",
    search: { label: "Domain, URL or keyword", placeholder: "Enter a domain, URL or keyword", button: "Start Now" },
    image: "/art/hero/seo.svg",
    surface: "plain",
  },
  {
    type: "hero",
    eyebrow: "New",
    heading: "A dark hero with {one accent}",
    actions: [{ label: "Get started", href: "/contact/contact-v2" }],
    video: { id: "M7lc1UVf-VE", label: "Watch the video", title: "Product tour" },
    highlights: ["No card needed", "Cancel any time"],
    image: "/art/hero/seo.svg",
    surface: "dark",
  },
  {
    type: "hero",
    heading: "Find a {domain} for your idea",
    search: {
      label: "Domain name",
      placeholder: "Type the name you want",
      button: "Search",
      endings: [".com", ".org", ".tech", ".co", ".me"],
    },
    image: "/art/hero/web-hosting.svg",
    variant: "centered",
  },
];
