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
    <ul className={cx("grid gap-3", className)} data-slot="check-list">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            className={cx(
              "mt-0.5 grid size-6 shrink-0 place-items-center rounded-full",
              inverted ? "bg-highlight text-highlight-ink" : "bg-accent/10 text-accent-strong",
            )}
          >
            <Icon name="check" className="size-3.5" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
