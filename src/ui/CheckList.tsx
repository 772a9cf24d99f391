import { cx } from "./cx";
import { Icon } from "./Icon";

/**
 * Short claims, each after a check mark in the accent colour; on a dark surface (`inverted`), in the
 * highlight colour, as the accent is too dark to see there. The class sets the layout (grid by default).
 */
export function CheckList({
  items,
  className,
  inverted = false,
}: {
  items: readonly string[];
  className?: string;
  inverted?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={cx("check-list grid gap-3", className)} data-slot="check-list">
      {items.map((item) => (
        <li key={item}>
          <span className="check-bullet" data-tone={inverted ? "dark" : undefined}>
            <Icon name="check" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
