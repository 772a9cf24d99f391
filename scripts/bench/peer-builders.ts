import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { measureChild, type ChildCost } from "./child-cost";
import { peerPageFile, type PeerTool } from "./peer-sites";
import { clearBuildCaches } from "./scale-bench";
import { editedPage, editSyntheticPage, retitlePageFile } from "./synthetic-site";

/** One site builder as the peer bench drives it, on one generated site. */
export interface Builder {
  /** The name and version the tables show. */
  name: string;
  tool: "blockpress" | PeerTool;
  /** Where its build writes the site. */
  outDir: string;
  /** Deletes every output and cache a build of it left. */
  clean: () => Promise<void>;
  /** A build; `clean` for one that may keep nothing for the next. */
  build: (clean: boolean) => ChildCost;
  /** Validation of every page and nothing else, with no cache; absent for a tool without it. */
  validate?: () => Promise<ChildCost>;
  /** Changes the title of the same page as in every other builder's copy. */
  editPage: (run: number) => Promise<void>;
}

const env = { ...process.env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" };
const removeAll = async (root: string, folders: string[]) => {
  for (const folder of folders) await rm(path.join(root, folder), { recursive: true, force: true });
};

/** Blockpress's own commands on the generated site at `siteRoot`, as `npx blockpress` runs them. */
export function blockpressBuilder(appRoot: string, siteRoot: string): Builder {
  const engine = path.join(appRoot, "bin/blockpress.mjs");
  const outDir = path.join(siteRoot, "dist");
  return {
    name: "Blockpress",
    tool: "blockpress",
    outDir,
    clean: () => clearBuildCaches(appRoot, siteRoot),
    build: (clean) =>
      measureChild(
        process.execPath,
        [engine, "build", siteRoot, outDir, ...(clean ? ["--no-cache"] : [])],
        appRoot,
        env,
      ),
    validate: async () => {
      await rm(path.join(siteRoot, ".cache/validate"), { recursive: true, force: true });
      return measureChild(process.execPath, [engine, "validate", siteRoot], appRoot, env);
    },
    editPage: (run) => editSyntheticPage(siteRoot, run),
  };
}

const packageVersion = (nodeModules: string, name: string): string =>
  (JSON.parse(readFileSync(path.join(nodeModules, name, "package.json"), "utf8")) as { version: string }).version;

/** Hugo's version, or undefined when no `hugo` is on the PATH. */
export function hugoVersion(): string | undefined {
  const result = spawnSync("hugo", ["version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return undefined;
  return /v(\d+\.\d+\.\d+)/.exec(result.stdout)?.[1] ?? "unknown version";
}

/**
 * A peer's project at `peerRoot` (written by writePeerSite), built by the copy installed in
 * `nodeModules`, or by the `hugo` on the PATH. Eleventy and Hugo build every page each time: neither
 * has an incremental build outside its watch mode. Astro keeps its content layer's store between
 * builds, and renders every page again.
 */
export function peerBuilder(tool: PeerTool, peerRoot: string, nodeModules: string): Builder {
  const editPage = (run: number) =>
    retitlePageFile(path.join(peerRoot, peerPageFile(tool, editedPage.slice("pages/".length))), run);
  const run = (command: string, args: string[]) => measureChild(command, args, peerRoot, env);
  if (tool === "eleventy") {
    const eleventy = path.join(nodeModules, "@11ty/eleventy/cmd.cjs");
    return {
      name: `Eleventy ${packageVersion(nodeModules, "@11ty/eleventy")}`,
      tool,
      outDir: path.join(peerRoot, "_site"),
      clean: () => removeAll(peerRoot, ["_site", ".cache"]),
      build: () => run(process.execPath, [eleventy, "--quiet"]),
      editPage,
    };
  }
  if (tool === "astro") {
    const astro = path.join(nodeModules, "astro/astro.js");
    // The content layer's store and Vite's dependency cache live in node_modules, shared by the projects.
    const caches = ["dist", ".astro", "node_modules/.astro", "node_modules/.vite"];
    return {
      name: `Astro ${packageVersion(nodeModules, "astro")}`,
      tool,
      outDir: path.join(peerRoot, "dist"),
      clean: () => removeAll(peerRoot, caches),
      build: () => run(process.execPath, [astro, "build", "--silent"]),
      validate: async () => {
        await removeAll(peerRoot, caches);
        return run(process.execPath, [astro, "sync"]);
      },
      editPage,
    };
  }
  return {
    name: `Hugo ${hugoVersion()}`,
    tool,
    outDir: path.join(peerRoot, "dist"),
    clean: () => removeAll(peerRoot, ["dist", "resources", ".hugo_build.lock"]),
    build: () => run("hugo", ["--quiet"]),
    editPage,
  };
}
