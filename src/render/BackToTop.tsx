import { Icon } from "../ui/Icon";
import { cx } from "../ui/cx";

/**
 * The floating button that brings the visitor back to the top. It starts hidden; the shell script
 * shows it above 500 px of scroll and scrolls smoothly on click (src/shell/back-to-top.ts).
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-slot="back-to-top"
      hidden
      className={cx(
        "fixed right-6 bottom-6 z-40 grid size-12 place-items-center rounded-full bg-accent text-accent-ink shadow-lift transition hover:bg-accent-strong",
        "motion-safe:animate-[fade-up_300ms_ease-out]",
      )}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
