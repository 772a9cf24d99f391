import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"card-grid">[] = [
  {
    type: "card-grid",
    eyebrow: "Who it is for",
    heading: "Made for {people who teach}",
    cards: [
      { icon: "rocket", title: "Entrepreneurs", text: "Sell your courses online with your own brand." },
      { icon: "users", title: "Companies", text: "Train your staff and your customers." },
      { icon: "book", title: "Academies", text: "Manage all your content on one platform." },
    ],
  },
  {
    type: "card-grid",
    heading: "Everything you need",
    variant: "bordered",
    columns: 2,
    surface: "tinted",
    cards: [
      { icon: "pen", title: "Courses and exams", text: "Build them in minutes." },
      { icon: "file", title: "Any material", text: "PDF, video, images, text and recorded classes." },
      { icon: "users", title: "Groups", text: "Organise students in groups." },
    ],
  },
  {
    type: "card-grid",
    heading: "Three steps",
    variant: "numbered",
    columns: 4,
    surface: "dark",
    cards: [
      {
        title: "Audit",
        text: "We look at where you stand.",
        link: { label: "Read more", href: "/pages-menu/service-details" },
      },
      { title: "Plan", text: "We agree on what matters." },
      { title: "Grow", text: "We work and report monthly." },
    ],
  },
  {
    type: "card-grid",
    heading: "Cards with pictures",
    cards: [{ image: "/art/blog/1.svg", title: "Design", text: "A card with an image on top." }],
  },
];
