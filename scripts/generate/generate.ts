import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readCommandLine } from "../../src/engine/cli/command-line";
import { registryFiles } from "./registries";

/**
 * `npx blockpress generate [step...] [--no-pictures]`: writes every generated file, in this order, each
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

/** The steps asked for, in the order they run; a step that is not one stops here with exit 2. */
function chosenSteps(): Step[] {
  const { values, positionals } = readCommandLine({
    usage: "npx blockpress generate",
    summary: "Writes every generated file, each step from what the steps before it wrote.",
    positionals: [
      { name: "step", description: `only these steps: ${steps.join(", ")} (all when none is named)`, many: true },
    ],
    options: { "no-pictures": { type: "boolean", description: "every step but the pictures, which need a browser" } },
    examples: [
      "npx blockpress generate",
      "npx blockpress generate --no-pictures",
      "npx blockpress generate schema docs",
    ],
  });
  const unknown = positionals.filter((word) => !steps.some((step) => step === word));
  if (unknown.length > 0) {
    console.error(`generate: unknown step ${unknown.join(", ")}; the steps are ${steps.join(", ")}`);
    process.exit(2);
  }
  const chosen = positionals.length > 0 ? steps.filter((step) => positionals.includes(step)) : [...steps];
  return values["no-pictures"] === true ? chosen.filter((step) => step !== "pictures") : chosen;
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

for (const step of chosenSteps()) {
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
