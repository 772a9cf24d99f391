import { cx } from "./cx";

interface FilterButtonsProps<Value extends string> {
  /** Accessible name of the group, such as “Filter projects”. */
  label: string;
  filters: ReadonlyArray<{ label: string; value: Value }>;
  selected: Value;
  onSelect: (value: Value) => void;
  className?: string;
}

/** A row of toggle buttons (aria-pressed) that filter a list below them; one is pressed at a time. */
export function FilterButtons<Value extends string>({
  label,
  filters,
  selected,
  onSelect,
  className,
}: FilterButtonsProps<Value>) {
  return (
    <div role="group" aria-label={label} className={cx("filter-buttons", className)} data-slot="filters">
      {filters.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={item.value === selected}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
