import { useEffect, useRef } from "react";

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes, Cmd on a Mac, wherever focus is in the studio:
 * in a text box too, where the page's history takes the place of the box's own, since every letter
 * typed is a change to the page.
 */
export function useUndoKeys(undo: () => void, redo: () => void) {
  const actions = useRef({ undo, redo });
  useEffect(() => {
    actions.current = { undo, redo };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action = key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" ? "redo" : undefined;
      if (!action) return;
      event.preventDefault();
      actions.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
