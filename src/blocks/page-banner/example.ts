import type { BlockInput } from "../../../schema/blocks";

export const examples: BlockInput<"page-banner">[] = [
  {
    type: "page-banner",
    heading: "Frequently asked {questions}",
    lead: "Straight answers about how we price, plan and support your project.",
    breadcrumbs: [{ label: "Home", href: "/" }, { label: "FAQ" }],
  },
  { type: "page-banner", heading: "Pricing" },
];
