import type { MouseEvent } from "react";
import { Icon } from "../ui/Icon";
import { cx } from "../ui/cx";
import { useScrolledPast } from "./use-scrolled-past";

/** Shown once the page is scrolled more than 500 px; never at 500 px or less. */
const showAfter = 500;

/** The floating button that brings the visitor smoothly back to the top of the page. */
export function BackToTop() {
  const shown = useScrolledPast(showAfter, { inclusive: false });
  const toTop = (event: MouseEvent<HTMLButtonElement>) => {
    // The button hides itself on the way up; focus leaving a hidden element would stop the smooth scroll.
    event.currentTarget.blur();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  };
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={toTop}
      hidden={!shown}
      className={cx(
        "fixed bottom-6 right-6 z-40 grid size-12 place-items-center rounded-full bg-accent text-accent-ink shadow-lift transition hover:bg-accent-strong",
        "motion-safe:animate-[fade-up_300ms_ease-out]",
      )}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
