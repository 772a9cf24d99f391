import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"faq">[] = [
  {
    type: "faq",
    eyebrow: "FAQ",
    heading: "Questions we {hear often}",
    items: [
      {
        question: "How long does a website take?",
        answer: "Most marketing sites launch six to ten weeks after the kick-off call.",
      },
      {
        question: "Do you offer support after launch?",
        answer: "Yes: every plan includes thirty days of fixes, and monthly care plans cover the rest.",
      },
      {
        question: "Can I update the content myself?",
        answer: "Yes. We hand over a short guide and a recorded walkthrough of your editor.",
      },
    ],
    open: 3,
    variant: "cards",
    surface: "tinted",
  },
  {
    type: "faq",
    heading: "Still deciding?",
    lead: "The short answers to what most clients ask before they sign.",
    items: [
      {
        question: "Is there a contract?",
        answer: "A one-page agreement that lists the scope, the price and the dates.",
      },
      { question: "Can I cancel a monthly plan?", answer: "Any time, with thirty days' notice." },
    ],
    open: "none",
    variant: "lines",
    aside: {
      heading: "Still have questions?",
      text: "Write to us and a strategist answers within one working day.",
      action: { label: "Contact us", href: "/contact/contact-v2" },
    },
  },
];
