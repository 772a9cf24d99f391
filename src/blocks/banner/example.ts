import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"banner">[] = [
  {
    type: "banner",
    heading: "Start {free} today",
    text: "Up to 50 users at no cost.",
    actions: [{ label: "Create my academy", href: "{app}/signup", style: "light" }],
    image: "/art/course/free-start.svg",
  },
  {
    type: "banner",
    variant: "soft",
    heading: "Need more than 750 users?",
    text: "We build a plan to your size.",
    actions: [{ label: "Contact us", href: "/contact/contact-v1" }],
  },
  {
    type: "banner",
    variant: "dark",
    eyebrow: "Newsletter",
    heading: "Get our {SEO tips} every month",
    form: { label: "Your e-mail address", placeholder: "Enter your e-mail", button: "Subscribe" },
    image: "/art/seo/subscribe.svg",
  },
];
