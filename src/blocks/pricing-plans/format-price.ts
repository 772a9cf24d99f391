import { localeNumber } from "../../ui/number-format";

/** A price as the cards show it: two decimals when it has cents ("$9.99"), none when whole ("$17"). */
export function formatPrice(amount: number, currency = "$"): string {
  const cents = Math.round(amount * 100);
  return currency + localeNumber(cents / 100, "en-US", cents % 100 === 0 ? 0 : 2);
}
