import type { ButtonHTMLAttributes } from "react";
import { useUiText } from "../../page/ui-text";
import { Icon } from "../../ui/Icon";
import { cx } from "../../ui/cx";

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
    <div className={cx("side-panel-top", className)}>
      <span>{brand}</span>
      <button type="button" {...closeWith} aria-label={text.closeMenu} className="icon-button">
        <Icon name="close" />
      </button>
    </div>
  );
}
