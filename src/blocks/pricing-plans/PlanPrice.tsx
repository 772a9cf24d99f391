import type { BlockProps } from "../../../schema/blocks";
import { billingPeriods, type BillingOptions } from "./billing";
import { formatPrice } from "./format-price";
import { useLocale } from "../../page/page-languages";

interface PlanPriceProps {
  price: BlockProps<"pricing-plans">["plans"][number]["price"];
  options: BillingOptions;
}

/**
 * The plan's price for every period, all in the HTML so they read without JavaScript. The plan-card
 * utility shows the period its panel's data-billing names, and styles the amount and the period.
 */
export function PlanPrice({ price, options }: PlanPriceProps) {
  const locale = useLocale();
  return (
    <div data-slot="price">
      {billingPeriods.map((period) => (
        <p key={period} data-period={period}>
          <span>{formatPrice(price[period], locale)}</span>
          <span>{options[period].period}</span>
        </p>
      ))}
    </div>
  );
}
