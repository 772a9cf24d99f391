/**
 * Numbers written as a locale writes them, through one Intl.NumberFormat per locale and digits:
 * `toLocaleString` with options builds a new formatter on every call, and a site formats a price or a
 * figure on every card of every page.
 */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * `value` in `locale`, with `fractionDigits` decimals (both minimum and maximum) when given, and its
 * thousands grouped unless `grouping` is false.
 */
export function localeNumber(value: number, locale: string, fractionDigits?: number, grouping = true): string {
  const key = `${locale}:${fractionDigits ?? ""}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    const digits =
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    format = new Intl.NumberFormat(locale, { ...digits, useGrouping: grouping });
    formats.set(key, format);
  }
  return format.format(value);
}
