import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The current year. Hydration uses the year the page was built, as the HTML shows it; right after,
 * the browser's clock takes over, so a page built last December says this year.
 */
export function useCurrentYear(builtYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => builtYear,
  );
}
