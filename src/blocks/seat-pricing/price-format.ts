import { localeNumber } from "../../ui/number-format";

/** A currency as the pricing block shows it: the sign before the amount. */
export interface CurrencySign {
  symbol: string;
}

/** Whole units for totals; cents only for amounts under 10, where whole units would say nothing. */
function fractionDigits(amount: number): number {
  return amount < 10 && !Number.isInteger(amount) ? 2 : 0;
}

/** A number written the way the locale writes it: es-AR 65.000 and 0,45; en-US 65,000 and 0.45. */
export function formatNumber(amount: number, locale: string): string {
  return localeNumber(amount, locale, fractionDigits(amount));
}

/** A price with its sign, kept on one line ("$ 65.000"); a price of 0 is the free text instead. */
export function formatPrice(amount: number, currency: CurrencySign, locale: string, free: string): string {
  return amount === 0 ? free : `${currency.symbol}\u00a0${formatNumber(amount, locale)}`;
}

/** What one user costs in a plan: its price spread over its users. */
export function pricePerUser(amount: number, users: number): number {
  return amount / users;
}

/** A text with its {name} placeholder filled in: fill("Up to {users} users", "users", "100"). */
export function fill(template: string, name: string, value: string): string {
  return template.replaceAll(`{${name}}`, value);
}
