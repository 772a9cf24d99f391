import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { findPageFiles } from "../../src/engine/read/read-site";
import { validationCacheFolder } from "../../src/engine/speedups/validation-cache";
import { tokenHeader } from "../studio/request-guard";
import { budgets, studioBreaches, type Breach } from "./budgets";
import { sampleMachineLoad, type MachineLoad } from "./machine-load";
import { launchHeadlessChromium } from "./script-before-interaction";
import { startStudio, type RunningStudio } from "./studio-command";
import { studioFigures, studioTable, type StudioRun } from "./studio-figures";
import { keystrokes, timeKeystrokes } from "./studio-keystroke";
import { timePageList } from "./studio-page-list";
import { syntheticSite } from "./synthetic-site";

/** The generated site the studio is measured on. */
export const studioPageCount = 1000;

/** Requests of the list of pages after the first in each run, each timed as warm. */
const warmRequests = 3;

/** The list of pages as a request of the studio's page makes it, timed to its last byte; with how many pages it lists. */
async function timedPages(studio: RunningStudio): Promise<{ ms: number; pages: number; first?: string }> {
  const started = performance.now();
  const answer = await fetch(`${studio.origin}/_studio/api/pages`, { headers: { [tokenHeader]: studio.token } });
  const body = await answer.text();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`the list of pages answered ${answer.status}: ${body.slice(0, 200)}`);
  const { pages } = JSON.parse(body) as { pages: { file: string; perRecord: boolean }[] };
  return { ms, pages: pages.length, first: pages.find((page) => !page.perRecord)?.file };
}

/** Starts the studio on `siteRoot`, measures what `measure` does with it, and stops it. */
async function withStudio<T>(
  appRoot: string,
  siteRoot: string,
  measure: (studio: RunningStudio) => Promise<T>,
): Promise<T & { startMs: number }> {
  const studio = await startStudio(appRoot, siteRoot);
  try {
    return { ...(await measure(studio)), startMs: studio.startMs };
  } finally {
    await studio.stop();
  }
}

/** The site as never validated: no entry of the validation cache the list of pages is read through. */
const forgetValidation = (siteRoot: string) => rm(validationCacheFolder(siteRoot), { recursive: true, force: true });

/**
 * One run, each part on a newly started studio: the list of pages asked for with no validation
 * cache, then warm, then keystrokes in one page's form; the list asked for again after a start, with
 * the cache that list left; and the page list opened in the browser on a newly started studio, with
 * that cache (as a build or an earlier list leaves it), then reloaded; and the studio opened on this
 * project's own site.
 */
async function studioRun(appRoot: string, siteRoot: string, browser: Browser): Promise<StudioRun> {
  await forgetValidation(siteRoot);
  const asked = await withStudio(appRoot, siteRoot, async (studio) => {
    const cold = await timedPages(studio);
    const pagesWarmMs: number[] = [];
    for (let request = 0; request < warmRequests; request++) pagesWarmMs.push((await timedPages(studio)).ms);
    if (!cold.first) throw new Error("the studio listed no page of one route to type in");
    return { cold, pagesWarmMs, keystrokeMs: await timeKeystrokes(studio, cold.first) };
  });
  const { cold, pagesWarmMs, keystrokeMs } = asked;
  if (cold.pages < studioPageCount) throw new Error(`the studio listed ${cold.pages} pages of ${studioPageCount}`);
  const cached = await withStudio(appRoot, siteRoot, (studio) => timedPages(studio));
  const shown = await withStudio(appRoot, siteRoot, (studio) => timePageList(browser, studio.address, cold.pages));
  // This project's own site, opened as its team opens it: the studio's load, whatever the site's size.
  const ownRows = (await findPageFiles(appRoot)).pages.length;
  const own = await withStudio(appRoot, appRoot, (studio) => timePageList(browser, studio.address, ownRows));
  return {
    ownFirstLoadMs: own.firstLoadMs,
    startMs: asked.startMs,
    pagesColdMs: cold.ms,
    pagesColdCachedMs: cached.ms,
    pagesWarmMs,
    keystrokeMs,
    firstLoadMs: shown.firstLoadMs,
    reloadMs: shown.reloadMs,
  };
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/**
 * The studio on a generated site of 1,000 pages, made in a temporary folder: `runs` runs after one
 * that warms up (Vite's cache of dependencies, the disk cache) and is not counted. Medians, the
 * machine's load through the runs, and the budgets broken; a run that fails is a breach.
 */
export async function benchStudio(
  appRoot: string,
  runs: number,
  progress: (line: string) => void,
): Promise<{ table: string; warmRequests: number; keystrokes: number; load: MachineLoad; breaches: Breach[] }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "blockpress-studio-bench-"));
  const machineLoad = sampleMachineLoad();
  const measured: StudioRun[] = [];
  const breaches: Breach[] = [];
  try {
    progress(`studio: generating a site of ${studioPageCount} pages`);
    const { root } = await syntheticSite(appRoot, studioPageCount, folder);
    const browser = await launchHeadlessChromium();
    try {
      progress("studio: a warm-up run, not counted");
      await studioRun(appRoot, root, browser);
      for (let run = 1; run <= runs; run++) {
        progress(`studio: run ${run} of ${runs}`);
        measured.push(await studioRun(appRoot, root, browser));
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    breaches.push({ measure: "measurement", text: `studio: could not measure (${firstLine(error)})` });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const figures = studioFigures(measured);
  const table = studioTable(figures, {
    pageListMs: budgets.studioPageListMs,
    largeFirstLoadMs: budgets.studioLargeFirstLoadMs,
    pagesWarmMs: budgets.studioPagesWarmMs,
    keystrokeMs: budgets.studioKeystrokeMs,
  });
  return { table, warmRequests, keystrokes, load: machineLoad(), breaches: [...breaches, ...studioBreaches(figures)] };
}
