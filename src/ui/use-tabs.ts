import { useRef, type KeyboardEvent } from "react";
import { tabIndexAfterKey } from "./tab-keys";

/** The ids that tie a tab to its panel: the tab's own, and the panel's it controls. */
export interface TabIds {
  tab: string;
  panel: string;
}

/** The ids of tab `index` and its panel in a row of tabs whose ids start with `baseId`. */
export function tabIds(baseId: string, index: number): TabIds {
  return { tab: `${baseId}-tab-${index}`, panel: `${baseId}-panel-${index}` };
}

/**
 * The ARIA wiring of a row of tabs, `count` of them, whatever they look like: spread `tabListProps`
 * on the element that holds them and `tabProps(index, ids)` on each tab's button. A click selects a
 * tab; on the tab list, arrows, Home and End select one and move focus to it (only the selected tab
 * is in the Tab order, so focus must follow).
 */
export function useTabs(count: number, selected: number, onSelect: (index: number) => void) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  return {
    tabListProps: {
      role: "tablist",
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const next = tabIndexAfterKey(event.key, selected, count);
        if (next === null) return;
        event.preventDefault();
        onSelect(next);
        tabs.current[next]?.focus();
      },
    },
    tabProps: (index: number, ids: TabIds) => ({
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
      type: "button" as const,
      role: "tab",
      id: ids.tab,
      "aria-selected": index === selected,
      "aria-controls": ids.panel,
      tabIndex: index === selected ? 0 : -1,
      onClick: () => onSelect(index),
    }),
  };
}
