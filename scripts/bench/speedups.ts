import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { timeEngine, type Timed } from "./engine-command";
import { markdownTable } from "./markdown-table";
import { editSyntheticPage, syntheticSite } from "./synthetic-site";

/**
 * `tsx scripts/bench/speedups.ts [--pages 1000] [--runs 5]`: what each speedup saves on the generated
 * site, measured by taking it away and nothing else. Caches are taken away by deleting their folder
 * before a rebuild after one page is edited; the threads with `--threads 1`. Each measure alternates
 * with the build that keeps everything, run by run, so both see the same machine. Medians.
 */
const appRoot = path.resolve(fileURLToPath(import.meta.url), "../../..");
const { values } = parseArgs({
  options: { pages: { type: "string", default: "1000" }, runs: { type: "string", default: "5" } },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const { root } = await syntheticSite(appRoot, pages);
const build = (args: string[] = []) => timeEngine(appRoot, "build", [root, path.join(root, "dist"), ...args], 1);
const validate = () => timeEngine(appRoot, "validate", [root], 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Everything a clean build starts without. */
async function clean(): Promise<void> {
  for (const folder of [".cache", "dist", ".builds"])
    await rm(path.join(root, folder), { recursive: true, force: true });
  await rm(path.join(appRoot, ".cache/build/bundles"), { recursive: true, force: true });
}

interface Measure {
  speedup: string;
  /** What the runs measure, with everything kept and with the speedup taken away. */
  work: string;
  prepare: () => Promise<void>;
  run: (without: boolean) => Timed;
  takeAway: () => Promise<void>;
}

let edits = 0;
const edit = () => editSyntheticPage(root, edits++);
const removeCache = (folder: string) => () => rm(path.join(root, folder), { recursive: true, force: true });
const measures: Measure[] = [
  {
    speedup: "render threads (and the parse thread)",
    work: "clean build",
    prepare: clean,
    run: (without) => build(without ? ["--threads", "1"] : []),
    takeAway: async () => undefined,
  },
  {
    speedup: "page cache (`.cache/build/pages`)",
    work: "one page edited, rebuild",
    prepare: edit,
    run: () => build(),
    takeAway: removeCache(".cache/build/pages"),
  },
  {
    speedup: "card cache (`.cache/cards`)",
    work: "one page edited, rebuild",
    prepare: edit,
    run: () => build(),
    takeAway: removeCache(".cache/cards"),
  },
  {
    speedup: "code cache (`.cache/build/bundles`)",
    work: "one page edited, rebuild",
    prepare: edit,
    run: () => build(),
    takeAway: () => rm(path.join(appRoot, ".cache/build/bundles"), { recursive: true, force: true }),
  },
  {
    speedup: "validation cache (`.cache/validate`)",
    work: "validate",
    prepare: async () => undefined,
    run: () => validate(),
    takeAway: removeCache(".cache/validate"),
  },
];

const rows: string[][] = [];
await clean();
build();
for (const measure of measures) {
  const kept: Timed[] = [];
  const takenAway: Timed[] = [];
  for (let run = 0; run < runs; run++) {
    await measure.prepare();
    kept.push(measure.run(false));
    await measure.prepare();
    await measure.takeAway();
    takenAway.push(measure.run(true));
  }
  const [wallKept, wallWithout] = [kept, takenAway].map((timed) => median(timed.map((t) => t.wallSeconds)));
  const [cpuKept, cpuWithout] = [kept, takenAway].map((timed) => median(timed.map((t) => t.cpuSeconds)));
  rows.push([
    measure.speedup,
    measure.work,
    `${wallKept?.toFixed(2)} (${cpuKept?.toFixed(2)})`,
    `${wallWithout?.toFixed(2)} (${cpuWithout?.toFixed(2)})`,
  ]);
  console.error(`${measure.speedup}: done`);
}
console.log(
  markdownTable(["speedup", `${pages.toLocaleString("en")} pages`, "kept, s (cpu)", "taken away, s (cpu)"], rows),
);
