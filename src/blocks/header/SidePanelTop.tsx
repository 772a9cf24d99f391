import type { ButtonHTMLAttributes } from "react";
import { useUiText } from "../../page/ui-text";
import { Icon } from "../../ui/Icon";
import { cx } from "../../ui/cx";

/**
 * How a side panel from the right looks, whatever opens it (a popover, a modal dialog): full height,
 * sliding in, over a dimmed page. Each panel adds its width.
 */
export const sidePanelClasses =
  "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none max-w-none border-0 bg-white p-0 text-body shadow-lift backdrop:bg-ink/40 open:flex open:flex-col open:motion-safe:animate-[slide-in-right_300ms_ease-out]";

interface SidePanelTopProps {
  brand: string;
  /** What makes the close button close its panel: a popover's target, or a dialog's command. */
  closeWith: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Padding at the sides, as wide as the panel's content below. */
  className: string;
}

/** The top bar of a side panel: the site's name, and the button that closes the panel. */
export function SidePanelTop({ brand, closeWith, className }: SidePanelTopProps) {
  const text = useUiText();
  return (
    <div className={cx("flex items-center justify-between border-b border-line py-4", className)}>
      <span className="text-lg font-extrabold text-ink">{brand}</span>
      <button
        type="button"
        {...closeWith}
        aria-label={text.closeMenu}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-accent-soft"
      >
        <Icon name="close" className="size-6" />
      </button>
    </div>
  );
}
