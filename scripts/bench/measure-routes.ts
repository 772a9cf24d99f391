import type { LighthouseReport } from "./lighthouse-loader";
import { lighthouseMobile, type LighthouseRun } from "./lighthouse-mobile";
import { median } from "./median";
import { parallelMap } from "./parallel-map";
import {
  launchHeadlessChromium,
  measureScriptBeforeInteraction,
  type ScriptBeforeInteraction,
} from "./script-before-interaction";

export interface ScriptMedians {
  /** Median gzip bytes of script loaded before any input. */
  gzip: number;
  /** Block types of islands on the first screen (seen in any run). */
  firstScreenIslands: string[];
  /** Islands that started with no input, and what was loaded, in the run closest to the median. */
  startedIslands: string[];
  scripts: ScriptBeforeInteraction["scripts"];
  /** Islands already started when the first-screen check ran: that check is then unreliable. */
  startedBeforeCheck: string[];
}

export interface LighthouseMedians {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest image of the run whose score is the median. */
  largestImage?: { url: string; bytes: number };
  /** The run whose score is the median, to say where its points went. */
  medianReport: LighthouseReport;
  runs: number;
}

export interface RouteMeasurement {
  route: string;
  script?: ScriptMedians;
  lighthouse?: LighthouseMedians;
  /** Runs that failed, in their own words; a route with no successful run has no figures. */
  errors: string[];
}

/**
 * Pages measured at once for script before interaction: each spends most of its time waiting with no
 * input, and what it loads does not depend on how fast the machine is.
 */
const pagesAtOnce = 4;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** The run nearest the median of one figure: its details explain the median. */
function nearestMedian<T>(runs: T[], figure: (run: T) => number): T | undefined {
  const middle = median(runs.map(figure));
  return [...runs].sort((a, b) => Math.abs(figure(a) - middle) - Math.abs(figure(b) - middle))[0];
}

function scriptMedians(runs: ScriptBeforeInteraction[]): ScriptMedians | undefined {
  const typical = nearestMedian(runs, (run) => run.gzip);
  if (!typical) return undefined;
  return {
    gzip: median(runs.map((run) => run.gzip)),
    firstScreenIslands: [...new Set(runs.flatMap((run) => run.firstScreen.islands))],
    startedIslands: typical.startedIslands,
    scripts: typical.scripts,
    startedBeforeCheck: [...new Set(runs.flatMap((run) => run.firstScreen.alreadyStarted))],
  };
}

function lighthouseMedians(runs: LighthouseRun[]): LighthouseMedians | undefined {
  const typical = nearestMedian(runs, (run) => run.performance);
  if (!typical) return undefined;
  return {
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    largestImage: typical.largestImage,
    medianReport: typical.report,
    runs: runs.length,
  };
}

/**
 * Measures each route `runs` times in the browser (script before interaction, a few pages at once) and
 * then `runs` times with Lighthouse, one page at a time: its timings suffer when pages share the
 * cores. Rounds go over all routes in turn, so a burst of load on the machine spreads over routes
 * instead of ruining one. A page that fails is recorded and the rest go on.
 */
export async function measureRoutes(
  origin: string,
  routes: string[],
  runs: number,
  log: (line: string) => void,
): Promise<RouteMeasurement[]> {
  const scriptRuns = new Map<string, ScriptBeforeInteraction[]>(routes.map((route) => [route, []]));
  const lighthouseRuns = new Map<string, LighthouseRun[]>(routes.map((route) => [route, []]));
  const errors = new Map<string, string[]>(routes.map((route) => [route, []]));

  const browser = await launchHeadlessChromium();
  try {
    for (let round = 1; round <= runs; round++) {
      log(`script before interaction, run ${round} of ${runs}`);
      await parallelMap(routes, pagesAtOnce, (route) =>
        measureScriptBeforeInteraction(browser, origin, route).then(
          (result) => scriptRuns.get(route)?.push(result),
          (error: unknown) => errors.get(route)?.push(`browser: ${message(error)}`),
        ),
      );
    }
  } finally {
    await browser.close();
  }

  for (let round = 1; round <= runs; round++) {
    for (const [index, route] of routes.entries()) {
      const step = `Lighthouse mobile, run ${round} of ${runs}, page ${index + 1} of ${routes.length}: ${route}`;
      await lighthouseMobile(origin + route).then(
        (result) => {
          lighthouseRuns.get(route)?.push(result);
          log(`${step}: ${result.performance}`);
        },
        (error: unknown) => {
          errors.get(route)?.push(`Lighthouse: ${message(error)}`);
          log(`${step}: failed, ${message(error)}`);
        },
      );
    }
  }

  return routes.map((route) => ({
    route,
    script: scriptMedians(scriptRuns.get(route) ?? []),
    lighthouse: lighthouseMedians(lighthouseRuns.get(route) ?? []),
    errors: errors.get(route) ?? [],
  }));
}
