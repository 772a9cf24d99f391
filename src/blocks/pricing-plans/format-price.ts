import { localeNumber } from "../../ui/number-format";

/**
 * A price as the cards show it, in the page's locale: two decimals when it has cents ("$9.99", "$9,99"
 * in es-ES), none when whole ("$17").
 */
export function formatPrice(amount: number, locale: string, currency = "$"): string {
  const cents = Math.round(amount * 100);
  return currency + localeNumber(cents / 100, locale, cents % 100 === 0 ? 0 : 2);
}
