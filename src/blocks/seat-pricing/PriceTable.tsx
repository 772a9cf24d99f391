import type { BlockProps } from "../../../schema/blocks";
import { cx } from "../../ui/cx";
import { formatNumber, formatPrice } from "./price-format";

type PriceTableProps = Pick<
  BlockProps<"seat-pricing">,
  "tiers" | "free" | "ars" | "usd" | "usersColumn" | "tableCaption"
> & {
  selected: number;
  locale: string;
};

/** Every plan in a table, so all prices read without JavaScript; the chosen plan's row is marked. */
export function PriceTable({ tiers, selected, locale, free, ars, usd, usersColumn, tableCaption }: PriceTableProps) {
  return (
    <table className="w-full text-left text-[0.9375rem]" data-slot="price-table">
      <caption className="pb-4 text-left text-base font-bold text-ink">{tableCaption}</caption>
      <thead>
        <tr className="border-b border-line text-sm text-muted">
          <th scope="col" className="py-3 pr-4 font-semibold">
            {usersColumn}
          </th>
          <th scope="col" className="py-3 pr-4 text-right font-semibold">
            {ars.note}
          </th>
          <th scope="col" className="py-3 text-right font-semibold">
            {usd.note}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr
            key={tier.users}
            data-selected={index === selected || undefined}
            className={cx(
              "border-b border-line transition-colors last:border-0",
              index === selected && "bg-accent-soft font-bold text-accent-strong",
            )}
          >
            <th scope="row" className="rounded-l-lg py-3 pl-3 pr-4 font-semibold text-ink">
              {formatNumber(tier.users, locale)}
            </th>
            <td className="py-3 pr-4 text-right tabular-nums">{formatPrice(tier.ars, ars, locale, free)}</td>
            <td className="rounded-r-lg py-3 pr-3 text-right tabular-nums">
              {formatPrice(tier.usd, usd, locale, free)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
