import type { PortfolioEntry } from "../../../schema/collections";

/** The entries before and after `entry` in `entries`; the list wraps around at both ends. */
export function neighboursOf(entry: PortfolioEntry, entries: readonly PortfolioEntry[]) {
  const index = entries.findIndex((item) => item.id === entry.id);
  if (index < 0 || entries.length < 2) return { previous: undefined, next: undefined };
  return {
    previous: entries[(index - 1 + entries.length) % entries.length],
    next: entries[(index + 1) % entries.length],
  };
}
