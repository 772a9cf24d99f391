import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

/**
 * Run from its TypeScript sources (the tests, tsx, the dev server), the engine starts its threads
 * through typescript-thread.mjs, which loads TypeScript in the thread before running the module:
 * node alone cannot load a .ts thread module.
 */
describe("a thread of the engine run from TypeScript", () => {
  it("loads its TypeScript module and gets the data it was started with", { timeout: 20_000 }, async () => {
    const module = new URL("../fixtures/threads/echo-thread.ts", import.meta.url).href;
    const worker = new Worker(new URL("../../src/engine/speedups/typescript-thread.mjs", import.meta.url), {
      workerData: { module, data: { numbers: [1, 2, 3] } },
    });
    const [answer] = (await once(worker, "message")) as [unknown];
    await worker.terminate();
    expect(answer).toEqual({ data: { numbers: [1, 2, 3] }, sum: 6 });
  });

  it("fails at once, saying so, when started with data of another shape", { timeout: 20_000 }, async () => {
    const module = new URL("../fixtures/threads/echo-thread.ts", import.meta.url).href;
    const worker = new Worker(new URL("../../src/engine/speedups/typescript-thread.mjs", import.meta.url), {
      workerData: { module, data: { letters: ["a"] } },
    });
    const [error] = (await once(worker, "error")) as [Error];
    expect(error.message).toContain("started with data of another shape");
  });
});
