import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { inProcessUpTo } from "../../src/engine/render-pool";
import { syntheticSite } from "../../scripts/bench/synthetic-site";
import { projectRoot } from "../helpers/site-kit";
import { fileTree } from "../helpers/file-tree";

const run = promisify(execFile);

/** `npm run build` of a site into `outDir`, rendering every page afresh; its summary line. */
async function cleanBuild(root: string, outDir: string, threads: number): Promise<string> {
  await rm(path.join(root, ".cache/build"), { recursive: true, force: true });
  const { stdout } = await run(
    process.execPath,
    [path.join(projectRoot, "scripts/engine.mjs"), "build", root, outDir, "--threads", String(threads)],
    { cwd: projectRoot },
  );
  return stdout.trim().split("\n").pop() ?? "";
}

/**
 * Past a few hundred pages the build renders on worker threads, handing each a few batches of pages at
 * a time: every page must come out once, and as the build's own thread would render it.
 */
describe("rendering on worker threads", () => {
  it("gives the same site, file for file, as rendering in the build's thread", { timeout: 180_000 }, async () => {
    const { root } = await syntheticSite(projectRoot, inProcessUpTo + 50);
    const threaded = await cleanBuild(root, path.join(root, "dist-threads"), 2);
    const single = await cleanBuild(root, path.join(root, "dist-single"), 1);
    expect(threaded).toMatch(/\b\d+ rendered on 2 thread\(s\)/);
    expect(single).toMatch(/\b\d+ rendered on 1 thread\(s\)/);
    const made = await fileTree(path.join(root, "dist-threads"));
    expect(made.size).toBeGreaterThan(2 * (inProcessUpTo + 50));
    expect(made).toEqual(await fileTree(path.join(root, "dist-single")));
  });
});
