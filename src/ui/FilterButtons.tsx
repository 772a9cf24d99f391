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
    <div
      role="group"
      aria-label={label}
      className={cx("flex flex-wrap justify-center gap-3", className)}
      data-slot="filters"
    >
      {filters.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={item.value === selected}
          onClick={() => onSelect(item.value)}
          className="rounded-pill border border-line bg-white px-5 py-2 font-semibold text-ink transition-colors duration-200 hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-ink"
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
