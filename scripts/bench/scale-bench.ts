import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { budgets, type Breach } from "./budgets";
import { timeEngine, type Timed } from "./engine-command";
import { markdownTable } from "./markdown-table";
import { parallelMap } from "./parallel-map";
import { routeSize } from "./route-sizes";
import { siteRoutes } from "./site-routes";
import { editSyntheticPage, syntheticSite } from "./synthetic-site";

export const scalePageCounts = [100, 1000, 3000, 10000];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** A figure, and how many times the previous size's it is: "12.30 s (×3.1)". */
function grown(value: number, previous: number | undefined, digits = 2): string {
  const factor = previous ? ` (×${(value / previous).toFixed(1)})` : "";
  return `${value.toFixed(digits)}${factor}`;
}

interface SizeFigures {
  pages: number;
  averageBytes: number;
  build: Timed;
  validateCold: Timed;
  validateWarm: Timed;
  rebuild: Timed;
  namedScript: number;
  load: string;
}

/** Everything a clean build starts without: the site's caches and output, and the built code. */
export async function clearBuildCaches(appRoot: string, root: string): Promise<void> {
  for (const folder of [".cache", "dist", ".builds", path.join(appRoot, ".cache/build/bundles")])
    await rm(path.resolve(root, folder), { recursive: true, force: true });
}

/** The 1-, 5- and 15-minute load averages: the machine is shared, and the figures depend on it. */
const loadNow = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");

async function measureSize(appRoot: string, pages: number, runs: number): Promise<SizeFigures> {
  const { root, averageBytes } = await syntheticSite(appRoot, pages);
  const outDir = path.join(root, "dist");
  const loadBefore = loadNow();
  // Clean: no cache of any kind, Vite included, as on a fresh checkout.
  const builds: Timed[] = [];
  for (let run = 0; run < runs; run++) {
    await clearBuildCaches(appRoot, root);
    builds.push(timeEngine(appRoot, "build", [root, outDir], 1));
  }
  const validateWarm = timeEngine(appRoot, "validate", [root], runs);
  const validateColds: Timed[] = [];
  for (let run = 0; run < runs; run++) {
    await rm(path.join(root, ".cache/validate"), { recursive: true, force: true });
    validateColds.push(timeEngine(appRoot, "validate", [root], 1));
  }
  // The build above left its caches: each rebuild follows an edit of one page.
  timeEngine(appRoot, "build", [root, outDir], 1);
  const rebuilds: Timed[] = [];
  for (let run = 0; run < runs; run++) {
    await editSyntheticPage(root, run);
    rebuilds.push(timeEngine(appRoot, "build", [root, outDir], 1));
  }
  const sizes = await parallelMap(await siteRoutes(outDir), 32, (page) => routeSize(outDir, page));
  return {
    pages,
    averageBytes,
    build: medianOf(builds),
    validateCold: medianOf(validateColds),
    validateWarm,
    rebuild: medianOf(rebuilds),
    namedScript: Math.max(...sizes.map((size) => size.namedScript)),
    load: `${loadBefore} → ${loadNow()}`,
  };
}

function medianOf(results: Timed[]): Timed {
  const sorted = (pick: (timed: Timed) => number) => results.map(pick).sort((a, b) => a - b);
  const middle = (values: number[]) => values[Math.floor(values.length / 2)] ?? Number.NaN;
  return {
    wallSeconds: middle(sorted((timed) => timed.wallSeconds)),
    reportedSeconds: middle(sorted((timed) => timed.reportedSeconds)),
    peakMb: Math.max(...results.map((timed) => timed.peakMb)),
    cpuSeconds: middle(sorted((timed) => timed.cpuSeconds)),
  };
}

/** Each figure against its target; the breaches. */
function scaleBreaches(figures: SizeFigures[]): Breach[] {
  const breaches: Breach[] = [];
  const breach = (text: string) => breaches.push({ measure: "time", text });
  const at = (pages: number) => figures.find((size) => size.pages === pages);
  const thousand = at(1000);
  if (thousand && thousand.build.wallSeconds > budgets.build1000Seconds)
    breach(`1,000 pages build clean in ${thousand.build.wallSeconds.toFixed(2)} s > ${budgets.build1000Seconds} s`);
  if (thousand && thousand.validateCold.wallSeconds > budgets.validate1000Seconds)
    breach(
      `1,000 pages validate (no cache) in ${thousand.validateCold.wallSeconds.toFixed(2)} s > ${budgets.validate1000Seconds} s`,
    );
  const three = at(3000);
  if (three && three.rebuild.wallSeconds > budgets.rebuildOneOf3000Seconds)
    breach(
      `one page edited in 3,000 rebuilds in ${three.rebuild.wallSeconds.toFixed(2)} s > ${budgets.rebuildOneOf3000Seconds} s`,
    );
  const ten = at(10000);
  if (ten && ten.build.wallSeconds > budgets.build10000Seconds)
    breach(`10,000 pages build clean in ${ten.build.wallSeconds.toFixed(2)} s > ${budgets.build10000Seconds} s`);
  if (ten && ten.build.peakMb > budgets.build10000Mb)
    breach(`10,000 pages build with a peak of ${ten.build.peakMb} MB > ${budgets.build10000Mb} MB`);
  // Linear: past the fixed cost of a small site, a page costs no more in a larger one.
  const perPage = (size: SizeFigures) => size.build.wallSeconds / size.pages;
  const largest = figures[figures.length - 1];
  if (thousand && largest && largest !== thousand && perPage(largest) > perPage(thousand) * budgets.perPageGrowth)
    breach(
      `a page costs ${(perPage(largest) * 1000).toFixed(1)} ms to build in ${largest.pages} pages, more than ${budgets.perPageGrowth}× its ${(perPage(thousand) * 1000).toFixed(1)} ms in 1,000`,
    );
  // From 1,000 pages every mix of blocks is there: a smaller site may show fewer.
  const scripts = new Set(figures.filter((size) => size.pages >= 1000).map((size) => kb(size.namedScript)));
  if (scripts.size > 1) breach(`the script a route names changes with the page count: ${[...scripts].join(", ")} KB`);
  return breaches;
}

/**
 * Generated sites of 100 to 10,000 pages, each measured `runs` times (medians quoted): a clean build
 * (no cache, Vite included), validation without and with its cache, and a rebuild after one page is
 * edited; the peak memory of the whole process, worker threads included. Each figure comes with its
 * growth against the size before. A size that fails is a breach, and the others are still measured.
 */
export async function benchScale(
  appRoot: string,
  runs: number,
  pageCounts: readonly number[],
  progress: (line: string) => void,
): Promise<{ table: string; breaches: Breach[] }> {
  const figures: SizeFigures[] = [];
  const breaches: Breach[] = [];
  for (const pages of pageCounts) {
    progress(`generated site of ${pages} pages`);
    try {
      figures.push(await measureSize(appRoot, pages, runs));
    } catch (error) {
      breaches.push({ measure: "time", text: `generated site of ${pages} pages: ${firstLine(error)}` });
    }
  }
  const rows = figures.map((size, index) => {
    const before = figures[index - 1];
    const perPage = (figure: SizeFigures) => (figure.build.wallSeconds / figure.pages) * 1000;
    return [
      String(size.pages),
      kb(size.averageBytes),
      grown(size.build.wallSeconds, before?.build.wallSeconds),
      size.build.cpuSeconds.toFixed(2),
      grown(perPage(size), before && perPage(before), 1),
      grown(size.build.peakMb, before?.build.peakMb, 0),
      grown(size.validateCold.wallSeconds, before?.validateCold.wallSeconds),
      size.validateCold.cpuSeconds.toFixed(2),
      grown(size.validateWarm.wallSeconds, before?.validateWarm.wallSeconds),
      grown(size.rebuild.wallSeconds, before?.rebuild.wallSeconds),
      size.rebuild.cpuSeconds.toFixed(2),
      kb(size.namedScript),
      size.load,
    ];
  });
  const table = markdownTable(
    [
      "pages",
      "YAML KB/page",
      "clean build s",
      "its cpu s",
      "build ms/page",
      "build peak MB",
      "validate s, no cache",
      "its cpu s",
      "validate s, cached",
      "rebuild s, one page edited",
      "its cpu s",
      "most script a route names, KB",
      "load before → after",
    ],
    rows,
  );
  return { table, breaches: [...breaches, ...scaleBreaches(figures)] };
}
