import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type InlineConfig } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { returnFreedBundlerMemory, viteBuilds } from "../../src/engine/code/code-bundles";
import { projectRoot } from "../helpers/site-kit";
import { fileTree } from "../helpers/file-tree";

/** The same build through vite.config.ts: only what says what to build and where is kept of `inline`. */
function throughConfigFile(inline: InlineConfig): InlineConfig {
  const { outDir, emptyOutDir, rollupOptions, ssr, manifest } = inline.build ?? {};
  return {
    root: projectRoot,
    configFile: path.join(projectRoot, "vite.config.ts"),
    configLoader: "runner",
    publicDir: false,
    logLevel: "warn",
    mode: "production",
    build: { outDir, emptyOutDir, rollupOptions, ssr, manifest },
  };
}

/**
 * The code builds take the app's Vite options inline, not from vite.config.ts (loading it costs more
 * than the bundling). An option or plugin added to vite.config.ts alone would be missing from the
 * built site: both ways must give the same files, byte for byte.
 */
describe("the code builds", { timeout: 120_000 }, () => {
  const folders: string[] = [];
  const nodeEnv = process.env.NODE_ENV;
  afterAll(async () => {
    process.env.NODE_ENV = nodeEnv;
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("make the same bundles as Vite does with vite.config.ts", async () => {
    // As the build makes them: production code, whatever the test runner says.
    process.env.NODE_ENV = "production";
    const inline = await mkdtemp(path.join(tmpdir(), "bundles-inline-"));
    const fromFile = await mkdtemp(path.join(tmpdir(), "bundles-config-file-"));
    folders.push(inline, fromFile);
    const configs = await viteBuilds(projectRoot, inline);
    await build(configs.client);
    await build(configs.server);
    const reference = await viteBuilds(projectRoot, fromFile);
    await build(throughConfigFile(reference.client));
    await build(throughConfigFile(reference.server));

    const [made, expected] = await Promise.all([fileTree(inline), fileTree(fromFile)]);
    expect([...made.keys()]).toContain("site/.vite/manifest.json");
    expect([...made.keys()]).toContain("server/render-page.js");
    expect(made).toEqual(expected);
  });
});

/**
 * Vite's bundler allocates through mimalloc, which keeps what it frees unless told otherwise when it
 * loads: a 10,000-page build held about 125 MB of it through the whole prerender.
 */
describe("the bundler's memory", () => {
  const options = ["MIMALLOC_ARENA_EAGER_COMMIT", "MIMALLOC_PURGE_DELAY"] as const;
  const before = options.map((option) => process.env[option]);
  afterAll(() =>
    options.forEach((option, index) => {
      const value = before[index];
      if (value === undefined) delete process.env[option];
      else process.env[option] = value;
    }),
  );

  it("is given back once freed, unless mimalloc was told otherwise", () => {
    for (const option of options) delete process.env[option];
    process.env.MIMALLOC_PURGE_DELAY = "50";
    returnFreedBundlerMemory();
    expect(process.env.MIMALLOC_ARENA_EAGER_COMMIT).toBe("0");
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe("50");
    delete process.env.MIMALLOC_PURGE_DELAY;
    returnFreedBundlerMemory();
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe("0");
  });
});
