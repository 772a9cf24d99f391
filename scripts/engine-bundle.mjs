/* global process */
import { hash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The project folder. */
export const appRoot = path.resolve(import.meta.dirname, "..");

/** The modification time of a file or folder, or Infinity when it is gone: a bundle made from it is stale. */
function modified(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * Packages bundled into the engine rather than loaded from node_modules: node loads a package of many
 * small modules (zod is about a hundred) far slower than the same code in one file. The others stay
 * in node_modules: React, above all, must be the one copy the server renderer uses.
 */
const bundledPackages = new Set(["zod", "js-yaml", "yaml", "saxes", "xmlchars"]);

/** Leaves every package to node_modules except the bundled ones. */
const otherPackagesExternal = {
  name: "other-packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
      return bundledPackages.has(name) ? undefined : { path: specifier, external: true };
    });
  },
};

/**
 * zod's messages in English only. zod exports its messages in every language it has, about 360 KB of
 * the engine's 1.3 MB, which node would parse on every command; the engine's own messages are English
 * and zod's default is English, so the others are never used.
 */
const zodInEnglishNamespace = "zod-in-english";
const zodInEnglish = {
  name: zodInEnglishNamespace,
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, ({ importer }) =>
      importer.includes(`${path.sep}node_modules${path.sep}zod${path.sep}`)
        ? { path: "zod-locales-english", namespace: zodInEnglishNamespace }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: zodInEnglishNamespace }, () => ({
      contents: 'export { default as en } from "zod/v4/locales/en.js";',
      resolveDir: appRoot,
    }));
  },
};

/** This script: bundles are made again when how they are made changes. */
const thisScript = path.relative(appRoot, import.meta.filename);

const sha256 = (bytes) => hash("sha256", bytes, "hex");

/** Whether every bundle the record names holds the very bytes it was written with: node runs them. */
function unchanged(outdir, outputs) {
  try {
    return Object.entries(outputs).every(
      ([name, written]) => sha256(readFileSync(path.join(outdir, name))) === written,
    );
  } catch {
    return false;
  }
}

/**
 * True when a bundle made before was made from the same entries, after the last change to every file
 * it was made from, to every folder those are in (a file added to one changes the folder's time), and
 * to this script; and every bundle is as it was written.
 */
function upToDate(recordFile, entryPoints) {
  let record;
  try {
    record = JSON.parse(readFileSync(recordFile, "utf8"));
  } catch {
    return false;
  }
  if (JSON.stringify(record.entryPoints) !== JSON.stringify(entryPoints)) return false;
  if (typeof record.outputs !== "object" || record.outputs === null) return false;
  const folders = new Set(record.inputs.map((input) => path.dirname(input)));
  const inputsOlder = [...record.inputs, ...folders, thisScript].every(
    (file) => modified(path.resolve(appRoot, file)) < record.startedAt,
  );
  return inputsOlder && unchanged(path.dirname(recordFile), record.outputs);
}

/**
 * Bundles engine modules (name → TypeScript entry) into `outdir` as <name>.cjs, for node, with the
 * packages left to node_modules; unless the bundles there were made from the same files, unchanged
 * since, and are as they were written (a rebuild costs more than the rest of a small site's validation). `outdir` must be two
 * folders below the project, as .cache/engine is: the engine finds the project's own files from where
 * it runs.
 */
export async function bundleEngine(entryPoints, outdir) {
  const recordFile = path.join(outdir, `${Object.keys(entryPoints).join("+")}.inputs.json`);
  if (upToDate(recordFile, entryPoints)) return;
  const { build } = await import("esbuild");
  const startedAt = Date.now();
  const result = await build({
    entryPoints,
    bundle: true,
    platform: "node",
    // CommonJS, which node can run with V8's code cache (run-bundle.mjs); an ES module it cannot.
    format: "cjs",
    target: "node20",
    plugins: [zodInEnglish, otherPackagesExternal],
    // The engine finds its threads' modules and the project's files from its own address.
    define: { "import.meta.url": "engineModuleUrl" },
    banner: { js: 'const engineModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
    outdir,
    outExtension: { ".js": ".cjs" },
    logLevel: "warning",
    metafile: true,
    write: false,
    // esbuild names inputs relative to the folder it runs in.
    absWorkingDir: appRoot,
  });
  // Each file whole or not at all: a command started meanwhile runs the old bundle or the new one.
  mkdirSync(outdir, { recursive: true });
  // The modules this script makes up (zod's English messages) are no files: this script stands for them.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith(`${zodInEnglishNamespace}:`));
  const outputs = Object.fromEntries(
    result.outputFiles.map((file) => [path.basename(file.path), sha256(file.contents)]),
  );
  const files = [
    ...result.outputFiles.map((file) => [file.path, file.contents]),
    [recordFile, JSON.stringify({ entryPoints, startedAt, inputs, outputs })],
  ];
  for (const [file, contents] of files) {
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, contents);
    renameSync(partial, file);
  }
}

/** An engine module's TypeScript entry: src/engine/speedups/<name>.ts for a thread, or src/engine/cli/<name>.ts for a command. */
export const engineEntry = (name, folder = "src/engine/speedups") => path.join(appRoot, folder, `${name}.ts`);
