import { Worker, workerData, type ResourceLimits, type Transferable } from "node:worker_threads";

/** The engine's modules that run as threads of their own. */
export type ThreadModule = "prerender-worker" | "parse-thread";

/** What a thread is started with: its data, and from TypeScript sources, the module to run. */
interface ThreadStart<Data = unknown> {
  data: Data;
  module?: string;
}

/**
 * Starts one of the engine's thread modules with `data`. The bundled engine ships each beside itself
 * as .cjs. Run from TypeScript sources (tsx, the tests, the dev server), a thread cannot load .ts by
 * itself: typescript-thread.mjs registers the TypeScript loader in the thread first, then runs the module.
 * `resourceLimits` bound the thread's memory; `transferList` names what `data` hands over (a port).
 */
export function startEngineThread(
  module: ThreadModule,
  data: unknown,
  resourceLimits?: ResourceLimits,
  transferList?: Transferable[],
): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    const start: ThreadStart = { data };
    return new Worker(new URL(`./${module}.cjs`, import.meta.url), { workerData: start, resourceLimits, transferList });
  }
  const start: ThreadStart = { data, module: new URL(`./${module}.ts`, import.meta.url).href };
  return new Worker(new URL("./typescript-thread.mjs", import.meta.url), {
    workerData: start,
    resourceLimits,
    transferList,
  });
}

/**
 * In a thread module: the data its thread was started with, checked by `isData`. node gives it
 * untyped; a module started with data of another shape fails at once, saying so.
 */
export function engineThreadData<Data>(isData: (data: unknown) => data is Data): Data {
  const start: unknown = workerData;
  const data = typeof start === "object" && start !== null && "data" in start ? start.data : undefined;
  if (!isData(data)) throw new Error("this engine thread was started with data of another shape");
  return data;
}
