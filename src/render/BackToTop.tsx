import { Icon } from "../ui/Icon";

/**
 * The floating button that brings the visitor back to the top. It starts hidden; the shell script
 * shows it above 500 px of scroll and scrolls smoothly on click (src/shell/back-to-top.ts).
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <button type="button" aria-label={label} data-slot="back-to-top" hidden className="back-to-top">
      <Icon name="arrow-up" />
    </button>
  );
}
