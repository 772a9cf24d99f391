import { spawnSync } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { routeSize, type RouteSize } from "./route-sizes";
import { syntheticSite } from "./synthetic-site";

/**
 * `npm run bench`: the performance budgets, measured. Prints first-load JS, CSS and HTML per route
 * of the real site, the build and validate times (medians of several runs), and the cost of
 * synthetic sites of 100, 1,000 and 3,000 pages. Exits 1 when a budget is exceeded.
 */
const appRoot = process.cwd();
const engine = path.join(appRoot, "scripts/engine.mjs");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const budgets = { jsKb: 100, cssKb: 20, validateSeconds: 2, syntheticValidate1000: 1, syntheticBuild1000: 10 };
const failures: string[] = [];

interface Timed {
  wallSeconds: number;
  reportedSeconds: number;
  peakMb: number;
}

/** Runs one of the engine's commands as npm runs it, and reads the time and memory it reports. */
function runCli(command: "validate" | "build", args: string[]): Timed {
  const started = performance.now();
  const result = spawnSync(process.execPath, [engine, command, ...args], {
    cwd: appRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  const summary = result.stdout.trim().split("\n").pop() ?? "";
  return {
    wallSeconds,
    reportedSeconds: Number(/in ([\d.]+) s/.exec(summary)?.[1] ?? Number.NaN),
    peakMb: Number(/peak memory (\d+) MB/.exec(summary)?.[1] ?? Number.NaN),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianRun(command: "validate" | "build", args: string[]): Timed {
  const results = Array.from({ length: runs }, () => runCli(command, args));
  return {
    wallSeconds: median(results.map((result) => result.wallSeconds)),
    reportedSeconds: median(results.map((result) => result.reportedSeconds)),
    peakMb: Math.max(...results.map((result) => result.peakMb)),
  };
}

/** Every prerendered page of a built site, redirect pages left out. */
async function routeSizes(distDir: string): Promise<RouteSize[]> {
  const files = (await readdir(distDir, { recursive: true, encoding: "utf8" })).filter((file) =>
    file.endsWith("index.html"),
  );
  const sizes = await Promise.all(
    files.map((file) => {
      const route = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/");
      return routeSize(distDir, route, file);
    }),
  );
  return sizes.filter((size) => size.js > 0).sort((a, b) => a.route.localeCompare(b.route));
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(headers), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${os.platform()}`,
);
console.log(`Each time is the median of ${runs} runs.\n`);

// The real site.
const build = medianRun("build", []);
const validate = medianRun("validate", []);
const sizes = await routeSizes(path.join(appRoot, "dist"));
console.log("## Routes of this site (gzip)\n");
console.log(
  table(
    ["route", "first-load JS KB", "CSS KB", "HTML KB", "HTML gz KB"],
    sizes.map((size) => [size.route, kb(size.js), kb(size.css), kb(size.html), kb(size.htmlGzip)]),
  ),
);
const worstJs = Math.max(...sizes.map((size) => size.js));
const worstCss = Math.max(...sizes.map((size) => size.css));
console.log(
  `\nlargest first-load JS ${kb(worstJs)} KB (budget ${budgets.jsKb}); largest CSS ${kb(worstCss)} KB (budget ${budgets.cssKb})`,
);
console.log(
  `build: ${build.wallSeconds.toFixed(2)} s wall; validate: ${validate.reportedSeconds.toFixed(2)} s in process, ${validate.wallSeconds.toFixed(2)} s for the whole command (budget ${budgets.validateSeconds} s)\n`,
);
if (worstJs / 1024 > budgets.jsKb) failures.push(`first-load JS ${kb(worstJs)} KB > ${budgets.jsKb} KB`);
if (worstCss / 1024 > budgets.cssKb) failures.push(`CSS ${kb(worstCss)} KB > ${budgets.cssKb} KB`);
if (validate.wallSeconds > budgets.validateSeconds)
  failures.push(`validate ${validate.wallSeconds.toFixed(2)} s > ${budgets.validateSeconds} s`);

// Synthetic sites: cost must grow linearly with pages, and no route's JS with the page count.
console.log("## Synthetic sites (6 mixed blocks a page)\n");
const rows: string[][] = [];
for (const pageCount of [100, 1000, 3000]) {
  const { root, averageBytes } = await syntheticSite(appRoot, pageCount);
  const outDir = path.join(root, "dist");
  const siteValidate = medianRun("validate", [root]);
  const siteBuild = medianRun("build", [root, outDir]);
  const siteSizes = await routeSizes(outDir);
  const maxJs = Math.max(...siteSizes.map((size) => size.js));
  rows.push([
    String(pageCount),
    kb(averageBytes),
    siteValidate.reportedSeconds.toFixed(2),
    siteValidate.wallSeconds.toFixed(2),
    String(siteValidate.peakMb),
    siteBuild.wallSeconds.toFixed(2),
    String(siteBuild.peakMb),
    kb(maxJs),
  ]);
  if (pageCount === 1000 && siteValidate.wallSeconds > budgets.syntheticValidate1000)
    failures.push(
      `1,000 pages validate in ${siteValidate.wallSeconds.toFixed(2)} s > ${budgets.syntheticValidate1000} s`,
    );
  if (pageCount === 1000 && siteBuild.wallSeconds > budgets.syntheticBuild1000)
    failures.push(`1,000 pages build in ${siteBuild.wallSeconds.toFixed(2)} s > ${budgets.syntheticBuild1000} s`);
  await rm(root, { recursive: true, force: true });
}
console.log(
  table(
    [
      "pages",
      "YAML KB/page",
      "validate s (in process)",
      "validate s (command)",
      "validate MB",
      "build s",
      "build MB",
      "max route JS KB",
    ],
    rows,
  ),
);
const jsByCount = rows.map((row) => row[7]);
if (new Set(jsByCount).size > 1) failures.push(`route JS changes with the page count: ${jsByCount.join(", ")} KB`);

console.log(failures.length > 0 ? `\nOver budget:\n- ${failures.join("\n- ")}` : "\nAll budgets met.");
process.exit(failures.length > 0 ? 1 : 0);
