import { useRef, type KeyboardEvent, type RefCallback } from "react";
import { tabIndexAfterKey } from "./tab-keys";

/**
 * The keyboard of a row of ARIA tabs, `count` of them: on the tab list, arrows, Home and End select
 * a tab and move focus to it (only the selected tab is in the Tab order, so focus must follow).
 */
export function useTabKeys(
  count: number,
  selected: number,
  onSelect: (index: number) => void,
): { onKeyDown: (event: KeyboardEvent) => void; tabRef: (index: number) => RefCallback<HTMLButtonElement> } {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  return {
    onKeyDown: (event) => {
      const next = tabIndexAfterKey(event.key, selected, count);
      if (next === null) return;
      event.preventDefault();
      onSelect(next);
      tabs.current[next]?.focus();
    },
    tabRef: (index) => (element) => {
      tabs.current[index] = element;
    },
  };
}
