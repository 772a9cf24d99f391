import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"service-detail">[] = [
  {
    type: "service-detail",
    image: "/art/hero/design-agency.svg",
    heading: "Design that {works}",
    paragraphs: ["We design sites that read well on every screen."],
    included: ["Workshops", "Wireframes"],
    share: { links: [{ icon: "facebook", label: "Share on Facebook", href: "https://www.facebook.com" }] },
    services: {
      heading: "Our Services",
      links: [
        { label: "Web Design", href: "/pages-menu/service-details" },
        { label: "Development", href: "/pages-menu/service-v1" },
      ],
      current: 1,
    },
  },
];
