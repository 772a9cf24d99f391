import type { BlockInput } from "../../../schema/blocks";

const features = (available: number) =>
  ["Keyword tracking", "Monthly SEO report", "Technical site audit", "Priority support"].map((text, index) => ({
    text,
    available: index < available,
  }));

export const examples: BlockInput<"pricing-plans">[] = [
  {
    type: "pricing-plans",
    eyebrow: "Pricing",
    heading: "Simple plans for {every team}",
    billing: { note: "Save up to 50% in Yearly plan" },
    plans: [
      {
        name: "Starter",
        badge: "/art/pricing/starter.svg",
        price: { monthly: 9.99, yearly: 19.99 },
        info: "Up to 3 users + 1.99 per extra user",
        features: features(2),
        action: { label: "Choose plan", href: "/contact/contact-v2" },
      },
      {
        name: "Gold",
        badge: "/art/pricing/gold.svg",
        price: { monthly: 29.99, yearly: 99.99 },
        info: "Up to 7 users",
        features: features(4),
        action: { label: "Choose plan", href: "/contact/contact-v2" },
        featured: true,
      },
    ],
  },
  {
    type: "pricing-plans",
    heading: "Plans that grow with your traffic",
    surface: "tinted",
    billing: { monthly: { label: "Per month", period: "/mo" }, yearly: { label: "Per year", period: "/yr" } },
    plans: [
      {
        name: "Business",
        icon: "rocket",
        price: { monthly: 35, yearly: 239 },
        trial: "30 day free trial",
        features: features(3),
        action: { label: "Start free trial", href: "/signup" },
      },
    ],
  },
];
