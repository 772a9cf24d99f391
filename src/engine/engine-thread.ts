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

/** In a thread module: the data its thread was started with. */
export function engineThreadData<Data>(): Data {
  // node types workerData as any: the thread was started with a ThreadStart of this module's data.
  const start: ThreadStart<Data> = workerData;
  return start.data;
}
