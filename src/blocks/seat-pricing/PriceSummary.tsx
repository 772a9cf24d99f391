import type { BlockProps } from "../../../schema/blocks";
import { fill, formatPrice, pricePerUser } from "./price-format";

type SeatPricingProps = BlockProps<"seat-pricing">;
type Tier = SeatPricingProps["tiers"][number];

type PriceSummaryProps = Pick<SeatPricingProps, "tierLabel" | "free" | "perUser" | "ars" | "usd"> & {
  locale: string;
  tier: Tier;
  usersText: string;
};

/** The chosen plan: its name, its price in pesos and in dollars, and what each user costs. Announced when it changes. */
export function PriceSummary({ tier, usersText, locale, tierLabel, free, perUser, ars, usd }: PriceSummaryProps) {
  const prices = [
    { key: "ars", currency: ars, amount: tier.ars },
    { key: "usd", currency: usd, amount: tier.usd },
  ] as const;
  const isFree = tier.ars === 0 && tier.usd === 0;
  return (
    <div aria-live="polite" className="mt-8">
      <p className="eyebrow text-accent-strong" data-slot="tier-name">
        {fill(tierLabel, "users", usersText)}
      </p>
      <dl className="seat-prices">
        {prices.map(({ key, currency, amount }) => (
          <div key={key}>
            <dt>{currency.note}</dt>
            <dd data-price={key}>{formatPrice(amount, currency, locale, free)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 min-h-6 text-[0.9375rem] font-medium text-body" data-slot="per-user">
        {!isFree &&
          prices
            .map(({ currency, amount }) =>
              fill(perUser, "price", formatPrice(pricePerUser(amount, tier.users), currency, locale, free)),
            )
            .join(" · ")}
      </p>
    </div>
  );
}
