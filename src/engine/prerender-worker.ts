import { parentPort } from "node:worker_threads";
import { engineThreadData } from "./engine-thread";
import { createPageRenderer, renderJobs, type RenderJob, type RendererSetup } from "./page-renderer";

/**
 * A prerender thread: loads the server build once, then renders each batch of pages it is sent and
 * answers when their files are written. An error is sent back whole, to fail the build.
 */
const render = await createPageRenderer(engineThreadData<RendererSetup>());
parentPort?.on("message", (jobs: RenderJob[]) => {
  try {
    renderJobs(render, jobs);
    parentPort?.postMessage({ done: jobs.length });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
