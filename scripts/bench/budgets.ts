import type { RouteMeasurement } from "./measure-routes";
import type { RouteSize } from "./route-sizes";
import type { StudioFigures } from "./studio-figures";

/** The performance budgets (../shared/DESIGN.md); KB are 1,024 bytes, of gzip unless named raw. */
export const budgets = {
  cssKb: 20,
  /** A shipped page's HTML, raw: what a slow phone parses and a large site stores and uploads. */
  htmlRawKb: 30,
  /** Script loaded before any scroll or click, on every route. */
  scriptBeforeInteractionKb: 75,
  /** The same where the first screen has no island: the shell alone fits, the islands runtime does not. */
  scriptBeforeInteractionNoIslandKb: 5,
  performance: 98,
  performanceNoIsland: 100,
  tbtMs: 50,
  cls: 0.01,
  lcpMs: 1500,
  /** The largest image a route loads on Lighthouse's phone: a photo's copy, never its original. */
  imageKb: 150,
  validateSeconds: 2,
  /** Generated sites (docs/scale.md): a clean build and validation without cache of 1,000 pages. */
  build1000Seconds: 6,
  validate1000Seconds: 0.6,
  /** A build after one page of 3,000 is edited. */
  rebuildOneOf3000Seconds: 1.5,
  build10000Seconds: 60,
  build10000Mb: 1024,
  /** The most a page may cost in the largest site, as a multiple of its cost in 1,000 pages. */
  perPageGrowth: 1.5,
  /**
   * The studio opened on this project's site, just started, or reloaded on the generated 1,000-page
   * site: to its page list shown.
   */
  studioPageListMs: 2000,
  /**
   * The studio just started on the generated 1,000-page site, opened to its page list shown: its first
   * list reads and compares every page file with the validation cache before it can show one row.
   */
  studioLargeFirstLoadMs: 3000,
  /** Its list of pages answered once it has started (docs/scale.md, "Studio", says why this figure). */
  studioPagesWarmMs: 500,
  /**
   * A keystroke in a page's form, its check and preview answered: with the moment the form waits
   * after the last key, the preview shows the change within half a second.
   */
  studioKeystrokeMs: 350,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export interface Breach {
  /** What the breach is about: a Lighthouse target sends the reader to where the points went. */
  measure: "measurement" | "css" | "html" | "script" | "lighthouse" | "time";
  text: string;
}

/** Every budget one route breaks, each in a line that names the route, the figure and the limit. */
export function routeBreaches(measurement: RouteMeasurement, size: RouteSize | undefined): Breach[] {
  const { route, script, lighthouse } = measurement;
  const breaches: Breach[] = measurement.errors.map((error) => ({
    measure: "measurement",
    text: `${route}: could not measure (${error})`,
  }));
  const add = (measure: Breach["measure"], text: string) => breaches.push({ measure, text: `${route}: ${text}` });
  if (size && size.css / 1024 > budgets.cssKb) add("css", `CSS ${kb(size.css)} KB > ${budgets.cssKb} KB`);
  if (size && size.html / 1024 > budgets.htmlRawKb)
    add("html", `HTML ${kb(size.html)} KB raw > ${budgets.htmlRawKb} KB`);
  // Without browser figures a route is taken to have no island on its first screen: the strict limits.
  const hasIsland = (script?.firstScreenIslands.length ?? 0) > 0;
  const why = hasIsland ? "" : " (no island on the first screen)";
  if (script) {
    const limit = hasIsland ? budgets.scriptBeforeInteractionKb : budgets.scriptBeforeInteractionNoIslandKb;
    if (script.gzip / 1024 > limit)
      add("script", `script before interaction ${kb(script.gzip)} KB > ${limit} KB${why}`);
    if (script.startedBeforeCheck.length > 0)
      add("measurement", `islands started before the first-screen check: ${script.startedBeforeCheck.join(", ")}`);
  }
  if (lighthouse) {
    const target = hasIsland ? budgets.performance : budgets.performanceNoIsland;
    if (lighthouse.performance < target)
      add("lighthouse", `Lighthouse performance ${lighthouse.performance} < ${target}${why}`);
    if (lighthouse.lcpMs > budgets.lcpMs)
      add("lighthouse", `LCP ${(lighthouse.lcpMs / 1000).toFixed(2)} s > ${budgets.lcpMs / 1000} s`);
    if (lighthouse.tbtMs > budgets.tbtMs)
      add("lighthouse", `TBT ${Math.round(lighthouse.tbtMs)} ms > ${budgets.tbtMs} ms`);
    if (lighthouse.cls > budgets.cls) add("lighthouse", `CLS ${lighthouse.cls.toFixed(3)} > ${budgets.cls}`);
    if (lighthouse.largestImage && lighthouse.largestImage.bytes / 1024 > budgets.imageKb)
      add(
        "lighthouse",
        `image ${lighthouse.largestImage.url} ${kb(lighthouse.largestImage.bytes)} KB > ${budgets.imageKb} KB`,
      );
  }
  return breaches;
}

/** Every studio budget the medians break, each in a line that names the figure and the limit. */
export function studioBreaches(figures: StudioFigures): Breach[] {
  const breaches: Breach[] = [];
  const check = (what: string, value: number, limit: number) => {
    if (value > limit)
      breaches.push({ measure: "time", text: `studio, ${what} in ${Math.round(value)} ms > ${limit} ms` });
  };
  check("1,000 pages listed warm", figures.pagesWarm.median, budgets.studioPagesWarmMs);
  check(
    "a keystroke checked and previewed on a site of 1,000 pages",
    figures.keystroke.median,
    budgets.studioKeystrokeMs,
  );
  check("opened on this project's site", figures.ownFirstLoad.median, budgets.studioPageListMs);
  check("page list of 1,000 pages shown on first load", figures.firstLoad.median, budgets.studioLargeFirstLoadMs);
  check("page list of 1,000 pages shown on reload", figures.reload.median, budgets.studioPageListMs);
  return breaches;
}

/**
 * Against Eleventy and Astro on the same generated pages (`--peers`): Blockpress's time as a multiple
 * of the peer's, and its own limits at 10,000 pages. Reported, not enforced: the peers' figures move
 * with their releases.
 */
export const peerBudgets = {
  clean1000VsEleventy: 1.5,
  clean1000VsAstro: 0.5,
  clean10000VsEleventy: 1.2,
  peak10000Mb: 500,
  validate10000VsAstroSync: 0.35,
  rebuildOneOf10000Seconds: 2,
  dist10000Mb: 300,
};
