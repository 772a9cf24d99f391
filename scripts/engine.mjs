/* global process */
import path from "node:path";
import { appRoot, bundleEngine, engineEntry } from "./engine-bundle.mjs";
import { runBundle } from "./run-bundle.mjs";

/** The commands of src/engine/cli/, which run from a bundle of the engine. */
export const engineCommands = ["validate", "build", "schema", "migrate"];

/**
 * Runs one of the engine's commands with its arguments. The command's TypeScript is bundled first
 * (about 20 ms): a bundle starts twice as fast as a TypeScript loader would, and most commands run
 * from V8's code cache (run-bundle.mjs).
 */
export async function runEngineCommand(command, args) {
  const outdir = path.join(appRoot, ".cache/engine");
  const outfile = path.join(outdir, `${command}.cjs`);
  // Threads run modules of their own beside the command's: on large sites, page files are parsed on one,
  // and pages prerendered on others.
  const threadModules = { validate: ["parse-thread"], build: ["parse-thread", "prerender-worker"] }[command] ?? [];
  await bundleEngine(
    {
      [command]: engineEntry(command, "src/engine/cli"),
      ...Object.fromEntries(threadModules.map((name) => [name, engineEntry(name)])),
    },
    outdir,
  );
  process.argv = [process.argv[0], outfile, ...args];
  // The build imports ES modules (Vite, its plugins, the server renderer), which a script run from a
  // code cache cannot do in node 20; the other commands import none (tests/unit/run-bundle.test.ts).
  runBundle(outfile, { codeCache: command !== "build" });
}
