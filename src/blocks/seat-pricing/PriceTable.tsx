import type { BlockProps } from "../../../schema/blocks";
import { formatNumber, formatPrice } from "./price-format";

type PriceTableProps = Pick<
  BlockProps<"seat-pricing">,
  "tiers" | "free" | "ars" | "usd" | "usersColumn" | "tableCaption"
> & {
  selected: number;
  locale: string;
};

/** Every plan in a table, so all prices read without JavaScript; the chosen plan's row is marked, and the seat-table utility styles it. */
export function PriceTable({ tiers, selected, locale, free, ars, usd, usersColumn, tableCaption }: PriceTableProps) {
  return (
    <table className="seat-table">
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
          <tr key={tier.users} data-selected={index === selected || undefined}>
            <th scope="row">{formatNumber(tier.users, locale)}</th>
            <td>{formatPrice(tier.ars, ars, locale, free)}</td>
            <td>{formatPrice(tier.usd, usd, locale, free)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
