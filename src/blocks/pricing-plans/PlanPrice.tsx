import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { billingPeriods, type BillingOptions, type BillingPeriod } from "./billing";
import { formatPrice } from "./format-price";
import { useLocale } from "../../page/page-languages";

interface PlanPriceProps {
  price: BlockProps<"pricing-plans">["plans"][number]["price"];
  billing: BillingPeriod;
  options: BillingOptions;
  featured: boolean;
  animate: boolean;
}

/**
 * The plan's price for every period, all in the HTML so they read without JavaScript; only the
 * selected period's is shown.
 */
export function PlanPrice({ price, billing, options, featured, animate }: PlanPriceProps) {
  const locale = useLocale();
  return (
    <div className="mt-6 min-h-14" data-slot="price">
      {billingPeriods.map((period) => (
        <p
          key={period}
          hidden={period !== billing}
          data-period={period}
          className={cx(
            "flex flex-wrap items-baseline gap-x-1.5",
            animate && "motion-safe:animate-[fade-up_300ms_ease-out]",
          )}
        >
          <span
            className={cx(
              "text-4xl font-extrabold tracking-tight lg:text-[2.75rem]",
              featured ? "text-accent-ink" : "text-ink",
            )}
          >
            {formatPrice(price[period], locale)}
          </span>
          <span className={cx("text-base font-medium", featured ? "text-accent-ink" : "text-muted")}>
            {options[period].period}
          </span>
        </p>
      ))}
    </div>
  );
}
