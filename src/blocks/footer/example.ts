import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"footer">[] = [
  {
    type: "footer",
    about: "We plan, design and grow digital products.",
    columns: [{ heading: "Company", links: [{ label: "About Us", href: "/about-v1" }] }],
    contact: {
      heading: "Get in touch",
      lines: [{ icon: "mail", label: "hello@brightline.example", href: "mailto:hello@brightline.example" }],
    },
    newsletter: { heading: "Newsletter", placeholder: "Your email address", button: "Subscribe" },
    social: [{ icon: "facebook", label: "Facebook", href: "https://facebook.com/" }],
    legal: [{ label: "Privacy Policy", href: "/faq" }],
    copyright: "Brightline Studio",
  },
  {
    type: "footer",
    brand: "Harborline",
    columns: [{ heading: "Company", links: [{ label: "FAQ", href: "/pages-menu/faq" }] }],
    newsletter: {
      heading: "Newsletter",
      text: "Once a month.",
      placeholder: "Your email address",
      button: "Subscribe",
    },
    variant: "newsletter",
    copyright: "Harborline Insurance",
  },
];
