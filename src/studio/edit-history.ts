import { createContext, useRef } from "react";

/** A state of the page before a change, and what the change did, to say when it is undone or done again. */
interface Step<Value> {
  value: Value;
  what: string;
  at: number;
}

/**
 * Changes of one kind this close together are one step: the letters of a word typed, which undo takes
 * back at once, as an editor does. A move, an addition or a removal is always a step of its own.
 */
const typingPause = 1000;

/** What the form's fields report: typing in them, merged while it runs on. */
export const fieldEdit = "a change to the fields";

/**
 * Names the change a field is about to report, making it a step of its own: a pick from a picker is
 * one act, never merged with the typing before it, and undo says what it takes back.
 */
export const NameEditContext = createContext<(what: string) => void>(() => undefined);

/**
 * The session's undo and redo over a value (the page's data): every change records the value before
 * it; undo and redo trade the value shown for the one kept. Kept in a ref: it changes only with the
 * value, which draws the editor again anyway.
 */
export function useEditHistory<Value>() {
  const history = useRef<{ past: Step<Value>[]; future: Step<Value>[] }>({ past: [], future: [] });
  return {
    /** Records `before`, the value a change is about to replace; a new change forgets what was undone. */
    record(before: Value, what: string, now = Date.now()) {
      const { past } = history.current;
      const last = past.at(-1);
      history.current.future = [];
      if (what === fieldEdit && last?.what === fieldEdit && now - last.at < typingPause) {
        last.at = now;
        return;
      }
      past.push({ value: before, what, at: now });
    },
    /** The value before the last change, and what that change was; `current` is kept for redo. */
    undo(current: Value): Step<Value> | undefined {
      const step = history.current.past.pop();
      if (step) history.current.future.push({ ...step, value: current });
      return step;
    },
    /** The value the last undo took back; `current` is kept for undo. */
    redo(current: Value): Step<Value> | undefined {
      const step = history.current.future.pop();
      if (step) history.current.past.push({ ...step, value: current, at: 0 });
      return step;
    },
    canUndo: () => history.current.past.length > 0,
    canRedo: () => history.current.future.length > 0,
  };
}
