import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { viteBuilds } from "../../src/engine/code-bundles";
import { projectRoot } from "../helpers/site-kit";

/** Every file under a folder and its bytes, by path. */
async function tree(folder: string): Promise<Map<string, string>> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(folder, file), await readFile(file, "latin1")] as const;
      }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The build runs the client and server builds at once: they share the process, its environment and the
 * plugins' modules, so nothing of one may leak into the other. Both at once must give the same files,
 * byte for byte, as one after the other.
 */
describe("the code builds", { timeout: 120_000 }, () => {
  const folders: string[] = [];
  const nodeEnv = process.env.NODE_ENV;
  afterAll(async () => {
    process.env.NODE_ENV = nodeEnv;
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("make the same bundles at once as one after the other", async () => {
    // As the build makes them: production code, whatever the test runner says.
    process.env.NODE_ENV = "production";
    const atOnce = await mkdtemp(path.join(tmpdir(), "bundles-at-once-"));
    const inTurn = await mkdtemp(path.join(tmpdir(), "bundles-in-turn-"));
    folders.push(atOnce, inTurn);
    const parallel = await viteBuilds(projectRoot, atOnce);
    await Promise.all([build(parallel.client), build(parallel.server)]);
    const sequential = await viteBuilds(projectRoot, inTurn);
    await build(sequential.client);
    await build(sequential.server);

    const [made, reference] = await Promise.all([tree(atOnce), tree(inTurn)]);
    expect([...made.keys()]).toContain("site/.vite/manifest.json");
    expect([...made.keys()]).toContain("server/render-page.js");
    expect(made).toEqual(reference);
  });
});
