import { cx } from "./cx";
import { tabIds, useTabs } from "./use-tabs";

interface TabListProps {
  /** Prefix of the tab and panel ids: `tabIds(baseId, index)` gives the ids of a tab and of its panel. */
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
  const { tabListProps, tabProps } = useTabs(labels.length, selected, onSelect);
  return (
    <div
      {...tabListProps}
      aria-labelledby={labelledBy}
      className={cx("flex flex-wrap gap-2", className)}
      data-slot="tabs"
    >
      {labels.map((label, index) => (
        <button key={label} {...tabProps(index, tabIds(baseId, index))} className="pill-tab">
          {label}
        </button>
      ))}
    </div>
  );
}
