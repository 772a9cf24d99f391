import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import type { InlineConfig } from "vite";
import { appViteConfig } from "./app-vite-config";
import { blockModulePath, browserEntries } from "../render/page-assets";
import { isRunning } from "../output/publish/process-running";
import { contentHash } from "../output/sealed-file";
import { rootBase } from "../../routing/base-path";

/** The built code of the site: browser files (with Vite's manifest) and the server renderer. */
export interface CodeBundles {
  /** The hash of the code inputs these were built from. */
  hash: string;
  /** The client build: assets/ and .vite/manifest.json. */
  clientDir: string;
  /** Every file of the client build, by its path under clientDir, with the hash of its content. */
  clientFiles: Map<string, string>;
  /** The server build's renderer module. */
  serverEntry: string;
  /** False when the bundles of an earlier build were reused and Vite did not run. */
  built: boolean;
  client: number;
  server: number;
}

/** How many sets of bundles are kept: the current one, and the one before it to switch back to. */
const bundlesKept = 2;

export function bundlesFolder(appRoot: string): string {
  return path.join(appRoot, ".cache/build/bundles");
}

/** One build's configuration: the app's (appViteConfig, fresh plugins for each build), and this build's. */
async function viteConfig(appRoot: string, extra: InlineConfig): Promise<InlineConfig> {
  const { mergeConfig } = await import("vite");
  const options: InlineConfig = {
    root: appRoot,
    // vite.config.ts adds only what the dev server and the tests use (docs/scale.md).
    configFile: false,
    // The site's public files are copied by the build itself: they are content, not code.
    publicDir: false,
    logLevel: "warn",
    mode: "production",
    // The build logs warnings only, so nothing would read Vite's report of compressed sizes; and
    // Rolldown's report of the time its plugins took is for those who write the plugins.
    build: { reportCompressedSize: false, rolldownOptions: { checks: { bundlerTimings: false } } },
  };
  return mergeConfig(mergeConfig(await appViteConfig(), options), extra);
}

/**
 * The client build's entries: the shell, the site's stylesheet, the islands runtime, and every block
 * module, each a chunk of its own that a page loads only when one of its islands starts.
 */
async function clientInputs(appRoot: string): Promise<Record<string, string>> {
  const folders = await readdir(path.join(appRoot, "src/blocks"), { withFileTypes: true });
  // The same convention as the registry's: a block is a folder with an index.tsx.
  const blockInputs = folders
    .filter((entry) => entry.isDirectory() && existsSync(path.join(appRoot, blockModulePath(entry.name))))
    .map((entry) => [`block-${entry.name}`, path.join(appRoot, blockModulePath(entry.name))]);
  return {
    shell: path.join(appRoot, browserEntries.shell),
    site: path.join(appRoot, browserEntries.styles),
    islands: path.join(appRoot, browserEntries.runtime),
    ...Object.fromEntries(blockInputs),
  };
}

/**
 * Vite's configuration of the two builds, writing into `outDir`: the browser files (site/, with the
 * manifest) and the server renderer (server/). The browser files are made for the folder the site is
 * served under: the site's stylesheet names its fonts by their address.
 */
export async function viteBuilds(
  appRoot: string,
  outDir: string,
  base = rootBase,
): Promise<{ client: InlineConfig; server: InlineConfig }> {
  return {
    client: await viteConfig(appRoot, {
      base,
      build: {
        outDir: path.join(outDir, "site"),
        emptyOutDir: true,
        rollupOptions: {
          input: await clientInputs(appRoot),
          // The shell imports each block module by URL and reads its default export: keep exports.
          preserveEntrySignatures: "exports-only",
        },
      },
    }),
    server: await viteConfig(appRoot, {
      build: {
        outDir: path.join(outDir, "server"),
        emptyOutDir: true,
        ssr: path.join(appRoot, "src/render/render-page.tsx"),
        manifest: false,
      },
    }),
  };
}

/**
 * Removes all but the most recently used sets of bundles, and what builds stopped while making theirs
 * left behind (a build whose site has errors stops without waiting for its bundles).
 */
async function removeOldBundles(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => []);
  const abandoned = entries.filter((entry) => {
    const pid = Number(/\.tmp-(\d+)$/.exec(entry)?.[1]);
    return pid > 0 && pid !== process.pid && !isRunning(pid);
  });
  await Promise.all(abandoned.map((entry) => rm(path.join(folder, entry), { recursive: true, force: true })));
  const dated = await Promise.all(
    entries.map(async (entry) => ({ entry, used: (await stat(path.join(folder, entry))).mtimeMs })),
  );
  const old = dated
    .filter(({ entry }) => !entry.includes(".tmp-"))
    .sort((a, b) => b.used - a.used)
    .slice(bundlesKept);
  await Promise.all(old.map(({ entry }) => rm(path.join(folder, entry), { recursive: true, force: true })));
}

/**
 * Vite's bundler (Rolldown, native code in this process) allocates through mimalloc, which by default
 * keeps the memory it freed, committed, for reuse: after the two builds about 125 MB stayed resident for
 * the rest of a build that no longer bundles anything (a clean 10,000-page build held it through the
 * whole prerender). Without eager commits, and giving freed pages back at once, mimalloc returns them
 * to the system; the builds take no longer (measured: docs/scale.md). mimalloc reads its options
 * from the environment when the bundler's library is loaded, so they are set before Vite is imported;
 * options someone set already are left as they are.
 */
export function returnFreedBundlerMemory(): void {
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= "0";
  process.env.MIMALLOC_PURGE_DELAY ??= "0";
}

/** Beside the bundles, the hash of each of their files' content, by path. */
const hashesFile = "hashes.json";

/** Records the hash of every file of a set of bundles, and returns them. */
function recordHashes(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const hashes = new Map(files.map((file) => [file, contentHash(readFileSync(path.join(folder, file)))]));
  writeFileSync(path.join(folder, hashesFile), JSON.stringify(Object.fromEntries(hashes)));
  return hashes;
}

/**
 * The hash of every file of a set of bundles, when each is there as it was made; undefined at the
 * first file that is missing or changed: the bundles are then made again, never run or published.
 * Read one after the other: for a hundred small files that is faster than through promises.
 */
function verifiedHashes(folder: string): Map<string, string> | undefined {
  try {
    const read: unknown = JSON.parse(readFileSync(path.join(folder, hashesFile), "utf8"));
    const entries: [string, unknown][] = typeof read === "object" && read !== null ? Object.entries(read) : [];
    const verified = new Map<string, string>();
    for (const [file, hash] of entries) {
      const inFolder = file.split("/").every((part) => part !== "" && part !== "." && part !== "..");
      if (!inFolder || typeof hash !== "string" || contentHash(readFileSync(path.join(folder, file))) !== hash)
        return undefined;
      verified.set(file, hash);
    }
    return verified.size > 0 ? verified : undefined;
  } catch {
    return undefined;
  }
}

/** The bundles in `folder`, from the hashes of their files. */
function bundlesIn(
  folder: string,
  hash: string,
  hashes: ReadonlyMap<string, string>,
): Omit<CodeBundles, "built" | "client" | "server"> {
  const clientFiles = new Map(
    [...hashes].flatMap(([file, fileHash]) => (file.startsWith("site/") ? [[file.slice(5), fileHash] as const] : [])),
  );
  return {
    hash,
    clientDir: path.join(folder, "site"),
    clientFiles,
    serverEntry: path.join(folder, "server/render-page.js"),
  };
}

/**
 * Where the bundles of one code hash and base are kept: at the root, by the hash alone, as before
 * bases existed; under a base, beside them, so switching base and back rebuilds nothing.
 */
function bundlesPath(folder: string, hash: string, base: string): string {
  return path.join(folder, base === rootBase ? hash : `${hash}-${contentHash(base).slice(0, 12)}`);
}

/**
 * The client and server builds for the code whose inputs hash to `hash`, for the folder the site is
 * served under: made with Vite the first time, in a folder of their own that appears whole or not at
 * all, and reused after that when every file is as it was made. Vite is loaded only when it has work
 * to do: it is most of what a rebuild of a few pages would cost.
 */
export async function codeBundles(
  appRoot: string,
  hash: string,
  folder = bundlesFolder(appRoot),
  base = rootBase,
): Promise<CodeBundles> {
  const ready = bundlesPath(folder, hash, base);
  const hashes = verifiedHashes(ready);
  if (hashes) {
    const now = new Date();
    await utimes(ready, now, now);
    return { ...bundlesIn(ready, hash, hashes), built: false, client: 0, server: 0 };
  }

  returnFreedBundlerMemory();
  const { build } = await import("vite");
  const making = `${ready}.tmp-${process.pid}`;
  await rm(making, { recursive: true, force: true });
  // Bundles are kept by the hash of their code alone, so they must be production builds whoever makes
  // them: Vite compiles JSX for development whenever NODE_ENV says otherwise (under a test runner, say),
  // and a production renderer would then fail on the development JSX of reused bundles.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    // One after the other: at once, they took no less time beside the validation (three jobs on two
    // cores), and a 10,000-page build's peak memory grew by half (docs/scale.md).
    let started = performance.now();
    const configs = await viteBuilds(appRoot, making, base);
    await build(configs.client);
    const client = performance.now() - started;
    started = performance.now();
    await build(configs.server);
    const server = performance.now() - started;
    const made = recordHashes(making);
    await rm(ready, { recursive: true, force: true });
    await rename(making, ready);
    await removeOldBundles(folder);
    return { ...bundlesIn(ready, hash, made), built: true, client, server };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    await rm(making, { recursive: true, force: true });
  }
}
