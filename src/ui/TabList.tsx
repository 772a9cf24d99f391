import { cx } from "./cx";
import { useTabKeys } from "./use-tab-keys";

interface TabListProps {
  /** Prefix of the tab and panel ids: tabs are `${baseId}-tab-${i}`, panels `${baseId}-panel-${i}`. */
  baseId: string;
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** id of the heading that names the tab list. */
  labelledBy?: string | undefined;
  className?: string;
}

/** A row of ARIA tabs (arrows, Home and End move and select); the caller draws the panels. */
export function TabList({ baseId, labels, selected, onSelect, labelledBy, className }: TabListProps) {
  const { onKeyDown, tabRef } = useTabKeys(labels.length, selected, onSelect);
  return (
    <div
      role="tablist"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className={cx("flex flex-wrap gap-2", className)}
      data-slot="tabs"
    >
      {labels.map((label, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={label}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={isSelected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(index)}
            className={cx(
              "min-h-11 rounded-full border px-5 text-sm font-bold tracking-wide transition-colors duration-200",
              isSelected
                ? "border-accent bg-accent text-accent-ink"
                : "border-line bg-white text-ink hover:border-accent hover:text-accent-strong",
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
