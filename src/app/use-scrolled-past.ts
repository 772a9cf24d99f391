import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the window is scrolled to at least `threshold` px (or beyond it, when `inclusive` is
 * false). False on the server and during hydration, like a page at the top.
 */
export function useScrolledPast(threshold: number, { inclusive = true } = {}): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (inclusive ? window.scrollY >= threshold : window.scrollY > threshold),
    () => false,
  );
}
