import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../chromium-path";
import { benchOptions } from "./bench-options";
import { budgets, routeBreaches, type Breach } from "./budgets";
import { timeEngine } from "./engine-command";
import { sampleMachineLoad } from "./machine-load";
import { measureRoutes, type RouteMeasurement } from "./measure-routes";
import {
  budgetLine,
  lighthouseCostLines,
  routeTable,
  startedIslandLines,
  writeLighthouseReports,
} from "./route-report";
import { routeSize, type RouteSize } from "./route-sizes";
import { siteRoutes } from "./site-routes";
import { snapshotSite } from "./site-snapshot";
import { startStaticServer } from "./static-server";
import { benchPeers, peerPageCounts } from "./peer-bench";
import { benchScale, scalePageCounts } from "./scale-bench";
import { benchStudio } from "./studio-bench";
import { addPhotoRoute, photoRoute } from "./photo-route";
import { addAnalyticsRoute, analyticsRoute } from "./analytics-route";
import { sampleRecordPages } from "../record-page-sample";

/**
 * `npm run bench`: the performance budgets, measured. Builds the site, then for every route (or those
 * named by --routes; of record pages, a sample unless --every-record) measures in Chromium the script
 * loaded before any input and runs Lighthouse mobile; adds CSS and HTML per route, build and validate times, and generated sites of 100 to 10,000
 * pages (unless --skip-synthetic; --scale-only measures those alone), and the studio on a generated
 * site of 1,000 pages (unless --skip-synthetic; --studio-only measures it alone). Prints medians and
 * every budget breached, and exits 1 on any. --peers builds the generated sites with Eleventy, Astro and Hugo too
 * and compares, with no browser (after the scale table with --scale-only).
 */
const appRoot = process.cwd();
const options = benchOptions(process.argv.slice(2), process.env, { scale: scalePageCounts, peers: peerPageCounts });
const progress = (line: string) => console.error(`[bench] ${line}`);
const breaches: Breach[] = [];
// Exit on Ctrl-C or kill, so the exit handlers stop the server and browsers this bench started.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

function chromiumVersion(): string {
  const executable = chromiumPath();
  if (!executable) return "no system Chromium";
  const output = spawnSync(executable, ["--version"], { encoding: "utf8" }).stdout;
  return /Chromium [\d.]+/.exec(output)?.[0] ?? output.trim();
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${os.platform()}, ${chromiumVersion()}`,
);
console.log(`Each figure is the median of ${options.runs} runs.\n`);

/** The generated sites: how build, validation and rebuilds grow with the pages (docs/scale.md). */
async function scaleSection(): Promise<void> {
  console.log("## Generated sites (6 mixed blocks a page)\n");
  const scale = await benchScale(appRoot, options.runs, options.sizes, progress);
  console.log(scale.table);
  console.log(
    `\nTargets: 1,000 pages clean build ≤ ${budgets.build1000Seconds} s and validate ≤ ${budgets.validate1000Seconds} s; one page edited in 3,000 rebuilt ≤ ${budgets.rebuildOneOf3000Seconds} s; 10,000 pages ≤ ${budgets.build10000Seconds} s and ${budgets.build10000Mb} MB; a page's cost grows at most ${budgets.perPageGrowth}× from 1,000 pages to the largest.`,
  );
  breaches.push(...scale.breaches);
}

/** The studio on a generated site of 1,000 pages: its list of pages, and the time Chromium takes to show it. */
async function studioSection(): Promise<void> {
  console.log("## The studio on a generated site of 1,000 pages\n");
  const studio = await benchStudio(appRoot, options.runs, progress);
  console.log(studio.table);
  console.log(
    `\nEach part of a run starts \`npx blockpress studio\` afresh: cold is the first request after the start, with no validation cache and with the one an earlier list left; warm each of the next ${studio.warmRequests}; then ${studio.keystrokes} keystrokes in one page's form, each timed from its check asked to its preview answered. The page list is timed in Chromium from the navigation's start to the first frame with every page's row, on the first load of a newly started studio, with the validation cache an earlier list left (as a build leaves it: the first list of a site never validated is the cold request above), and on a reload; and the studio opened, just started, on this project's own site. One warm-up run before them is not counted. Targets: the studio opened on this project's site and the 1,000 pages' list reloaded, each shown in ≤ ${budgets.studioPageListMs / 1000} s; the 1,000 pages' first load in ≤ ${budgets.studioLargeFirstLoadMs / 1000} s; the list of pages answered warm in ≤ ${budgets.studioPagesWarmMs} ms; a keystroke checked and previewed in ≤ ${budgets.studioKeystrokeMs} ms, so that with the form's pause the preview follows within half a second.`,
  );
  console.log(
    `Machine load during the runs (1-minute average, this bench included): mean ${studio.load.mean.toFixed(1)}, highest ${studio.load.max.toFixed(1)}, on ${studio.load.cores} cores.\n`,
  );
  breaches.push(...studio.breaches);
}

function finish(): never {
  console.log(
    breaches.length > 0
      ? `\nOver budget:\n- ${breaches.map((breach) => breach.text).join("\n- ")}`
      : "\nAll budgets met.",
  );
  process.exit(breaches.length > 0 ? 1 : 0);
}

if (options.scaleOnly || options.studioOnly || options.peers) {
  if (options.scaleOnly) await scaleSection();
  if (options.studioOnly) await studioSection();
  if (options.peers) console.log(await benchPeers(appRoot, options.runs, options.sizes, progress));
  // The peer budgets are reported, not enforced: with --peers alone there is nothing to pass or fail.
  if (options.scaleOnly || options.studioOnly) finish();
  process.exit(0);
}

// Build first, and measure a copy of what the last build left in dist/.
progress("building and validating");
const build = timeEngine(appRoot, "build", [], options.runs);
const distDir = await snapshotSite(path.join(appRoot, "dist"), path.join(appRoot, ".cache/bench"));
progress(`adding ${photoRoute}, a page whose hero is a camera-sized photo`);
const photoBytes = await addPhotoRoute(appRoot, distDir, path.join(appRoot, ".cache/bench"));
progress(`adding ${analyticsRoute}, the home page with every analytics provider on`);
await addAnalyticsRoute(appRoot, distDir, path.join(appRoot, ".cache/bench"));
const validate = timeEngine(appRoot, "validate", [], options.runs);
const allRoutes = await siteRoutes(distDir);
const unknownRoutes = (options.routes ?? []).filter((route) => !allRoutes.some((page) => page.route === route));
if (unknownRoutes.length > 0) {
  console.error(
    `No page for ${unknownRoutes.join(", ")}; the routes are ${allRoutes.map((page) => page.route).join(", ")}`,
  );
  process.exit(2);
}
const routes = allRoutes.filter((page) => !options.routes || options.routes.includes(page.route));
const sizes = new Map<string, RouteSize>();
for (const page of routes) sizes.set(page.route, await routeSize(distDir, page));
// Record pages share their collection's template: a browser measures a sample of them, unless the
// routes are named or every record is asked for. Every page's CSS and HTML are weighed all the same.
const browserRoutes = options.routes || options.everyRecord ? [...sizes.keys()] : [...sampleRecordPages(sizes).keys()];

const server = await startStaticServer(appRoot, distDir);
const machineLoad = sampleMachineLoad();
let measurements: RouteMeasurement[];
try {
  measurements = await measureRoutes(server.origin, browserRoutes, options.runs, progress);
} finally {
  server.stop();
}
const load = machineLoad();

console.log("## Routes of this site (Lighthouse mobile; sizes gzip)\n");
console.log(routeTable(measurements, sizes));
console.log(`\n${budgetLine}`);
if (browserRoutes.length < sizes.size)
  console.log(
    `The browser measured ${browserRoutes.length} of the ${sizes.size} pages: of each collection's record pages, the first, a middle one and the last (--every-record for all). CSS and HTML were weighed on every page.`,
  );
console.log(
  `${photoRoute} is this site with one more page, whose hero is a generated photo of 4000 × 3000 pixels (a JPEG of ${(photoBytes / 1024 ** 2).toFixed(1)} MB).`,
);
console.log(
  `${analyticsRoute} is the home page of this site with Plausible, GA4, Fathom and a custom script on; with no network, each provider's script fails to load.`,
);
console.log(
  `Machine load during the browser runs (1-minute average, this bench included): mean ${load.mean.toFixed(1)}, highest ${load.max.toFixed(1)}, on ${load.cores} cores.${load.mean > load.cores ? " The machine was busy: Lighthouse's figures are worse than on a quiet one." : ""}`,
);
const islandLines = startedIslandLines(measurements);
if (islandLines.length > 0) {
  console.log("\nIslands that started with no input, and the scripts loaded before interaction:");
  for (const line of islandLines) console.log(`- ${line}`);
}
for (const [route, size] of sizes) {
  const measurement = measurements.find((measured) => measured.route === route) ?? { route, errors: [] };
  breaches.push(...routeBreaches(measurement, size));
}

const reportsDir = path.join(appRoot, ".cache/bench/lighthouse");
await writeLighthouseReports(measurements, reportsDir);
const costLines = lighthouseCostLines(measurements);
if (costLines.length > 0) {
  console.log(
    `\n## Where the Lighthouse points go (median run; whole reports in ${path.relative(appRoot, reportsDir)}/)\n`,
  );
  for (const line of costLines) console.log(line);
}

console.log(
  `\nbuild: ${build.wallSeconds.toFixed(2)} s wall; validate: ${validate.reportedSeconds.toFixed(2)} s in process, ${validate.wallSeconds.toFixed(2)} s for the whole command (budget ${budgets.validateSeconds} s)\n`,
);
if (validate.wallSeconds > budgets.validateSeconds)
  breaches.push({
    measure: "time",
    text: `validate ${validate.wallSeconds.toFixed(2)} s > ${budgets.validateSeconds} s`,
  });

if (!options.skipSynthetic) {
  await studioSection();
  await scaleSection();
}
finish();
