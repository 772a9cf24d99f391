import { cx } from "./cx";

/**
 * Short claims, each after a check mark in the accent colour; on a dark surface (`inverted`), in the
 * highlight colour, as the accent is too dark to see there. The class sets the layout (grid by default);
 * the list's utility draws the marks (marks.css), so each item is its words.
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
    <ul className={cx("check-list grid gap-3", className)} data-tone={inverted ? "dark" : undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
