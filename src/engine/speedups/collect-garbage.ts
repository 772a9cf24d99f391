import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Collects this thread's garbage now, moving what is still alive together so that the pages it
 * leaves empty go back to the system. V8 collects as a thread allocates: a thread that goes quiet
 * after making a lot of garbage keeps it, however long it stays quiet; and an ordinary collection
 * moves few objects, so the pages where live objects lie among dead ones stay. Node starts without
 * V8's `gc` function unless told to: the flag given now makes it in new contexts, as test runners
 * that log heap sizes do. Where V8 takes no flags once started, nothing is collected.
 */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
  if (typeof gc !== "function") return;
  setFlagsFromString("--compact-on-every-full-gc");
  try {
    gc();
  } finally {
    setFlagsFromString("--no-compact-on-every-full-gc");
  }
}
