import type { BlockProps } from "../../../schema/blocks";

/** A billing period a price is given for: "monthly" or "yearly". */
export type BillingPeriod = keyof BlockProps<"pricing-plans">["plans"][number]["price"];

/** The periods in the order the switch shows them; the first is selected when the page loads. */
export const billingPeriods: readonly BillingPeriod[] = ["monthly", "yearly"];

/** The switch's text for each period: its label and the suffix after a price. */
export type BillingOptions = Record<BillingPeriod, { label: string; period: string }>;
