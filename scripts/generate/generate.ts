import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { registryFiles } from "./registries";

/**
 * `npm run generate [-- <step>...] [--no-pictures]`: writes every generated file, in this order, each
 * step from what the steps before it wrote:
 * - registries: the block types' lists, schema/blocks/definitions.generated.ts and src/blocks/components.generated.ts;
 * - schema: the JSON Schemas editors read (npm run schema);
 * - docs: docs/blocks.md, docs/images.md and docs/errors.md (npm run docs);
 * - pictures: the blocks' pictures in docs/catalog/, from a build of the site in a browser (npm run test:update-baselines).
 * Named steps run alone; --no-pictures runs all but the last, which needs a browser and the most time.
 */
const steps = ["registries", "schema", "docs", "pictures"] as const;
type Step = (typeof steps)[number];

const appRoot = path.resolve(import.meta.dirname, "../..");

function chosenSteps(args: readonly string[]): Step[] {
  const named = args.filter((arg) => arg !== "--no-pictures");
  const unknown = named.filter((arg) => !steps.some((step) => step === arg));
  if (unknown.length > 0) {
    console.error(`generate: unknown step ${unknown.join(", ")}; the steps are ${steps.join(", ")}, and --no-pictures`);
    process.exit(2);
  }
  const chosen = named.length > 0 ? steps.filter((step) => named.includes(step)) : [...steps];
  return args.includes("--no-pictures") ? chosen.filter((step) => step !== "pictures") : chosen;
}

/** Runs one of the project's npm scripts here, in this terminal; a failure stops the generation. */
function npmRun(script: string): void {
  const { status } = spawnSync("npm", ["run", "--silent", script], { cwd: appRoot, stdio: "inherit" });
  if (status !== 0) {
    console.error(`generate: npm run ${script} failed`);
    process.exit(status ?? 1);
  }
}

const scripts: Record<Exclude<Step, "registries">, string> = {
  schema: "schema",
  docs: "docs",
  pictures: "test:update-baselines",
};

for (const step of chosenSteps(process.argv.slice(2))) {
  if (step !== "registries") {
    npmRun(scripts[step]);
    continue;
  }
  // Each later step runs in a process of its own, so it reads the registries written here.
  for (const [file, text] of await registryFiles(appRoot)) {
    await writeFile(path.join(appRoot, file), text);
    console.log(file);
  }
}
