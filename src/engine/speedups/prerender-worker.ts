import { parentPort } from "node:worker_threads";
import { engineThreadData } from "./engine-thread";
import { createPageMaker, isPageJobSetup, type PageJob } from "./render-pool";

/**
 * A prerender thread: makes each batch of pages it is sent (their HTML, and the social cards not in
 * the cache) and answers when their files are written. An error is sent back whole, to fail the build.
 */
const make = createPageMaker(engineThreadData(isPageJobSetup));
parentPort?.on("message", (jobs: PageJob[]) => {
  make(jobs).then(
    () => parentPort?.postMessage({ done: jobs.length }),
    (error: unknown) =>
      parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
parentPort?.postMessage({ ready: true });
