import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { inProcessUpTo } from "../../src/engine/speedups/render-pool";
import { syntheticSite } from "../../scripts/bench/synthetic-site";
import { projectRoot } from "../helpers/site-kit";
import { fileTree } from "../helpers/file-tree";

const run = promisify(execFile);

/** `npm run build` of a site into `outDir`, rendering every page and drawing every card afresh; its summary line. */
async function cleanBuild(root: string, outDir: string, threads: number): Promise<string> {
  for (const cache of [".cache/build", ".cache/cards"])
    await rm(path.join(root, cache), { recursive: true, force: true });
  const { stdout } = await run(
    process.execPath,
    [path.join(projectRoot, "bin/blockpress.mjs"), "build", root, outDir, "--threads", String(threads)],
    { cwd: projectRoot },
  );
  return stdout.trim().split("\n").pop() ?? "";
}

/**
 * Past a few hundred pages the build renders on worker threads, handing each a few batches of pages at
 * a time, and the threads draw the pages' social cards too: every page and card must come out once, and
 * as the build's own thread would make it.
 */
describe("rendering on worker threads", () => {
  it(
    "gives the same site, file for file, cards included, as the build's own thread",
    { timeout: 180_000 },
    async () => {
      const { root } = await syntheticSite(projectRoot, inProcessUpTo + 50);
      const threaded = await cleanBuild(root, path.join(root, "dist-threads"), 2);
      const single = await cleanBuild(root, path.join(root, "dist-single"), 1);
      expect(threaded).toMatch(/\b\d+ rendered on 2 thread\(s\)/);
      expect(single).toMatch(/\b\d+ rendered on 1 thread\(s\)/);
      for (const summary of [threaded, single]) expect(summary).toMatch(/; (\d+) of \1 social cards drawn/);
      const made = await fileTree(path.join(root, "dist-threads"));
      expect(made.size).toBeGreaterThan(2 * (inProcessUpTo + 50));
      expect(made).toEqual(await fileTree(path.join(root, "dist-single")));
    },
  );
});
