import type { BlockProps } from "../../../schema/blocks";
import { billingPeriods, type BillingOptions, type BillingPeriod } from "./billing";
import { formatPrice } from "./format-price";
import { useLocale } from "../../page/page-languages";

interface PlanPriceProps {
  price: BlockProps<"pricing-plans">["plans"][number]["price"];
  billing: BillingPeriod;
  options: BillingOptions;
  animate: boolean;
}

/**
 * The plan's price for every period, all in the HTML so they read without JavaScript; only the
 * selected period's is shown. Its card's plan-card utility styles the amount and the period.
 */
export function PlanPrice({ price, billing, options, animate }: PlanPriceProps) {
  const locale = useLocale();
  return (
    <div data-slot="price">
      {billingPeriods.map((period) => (
        <p
          key={period}
          hidden={period !== billing}
          data-period={period}
          className={animate ? "motion-safe:animate-[fade-up_300ms_ease-out]" : undefined}
        >
          <span>{formatPrice(price[period], locale)}</span>
          <span>{options[period].period}</span>
        </p>
      ))}
    </div>
  );
}
