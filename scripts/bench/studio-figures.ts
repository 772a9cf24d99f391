import { markdownTable } from "./markdown-table";
import { median } from "./median";

/** One run of the studio's measurement, each figure in milliseconds. */
export interface StudioRun {
  /** This project's own site: the studio opened, just started, to its page list shown. */
  ownFirstLoadMs: number;
  /** From `npx blockpress studio` started to its address printed. */
  startMs: number;
  /** The list of pages, the first request after the start, the site never validated before. */
  pagesColdMs: number;
  /** The same with the validation cache an earlier list left. */
  pagesColdCachedMs: number;
  /** The list of pages, each request after the first. */
  pagesWarmMs: number[];
  /** A keystroke in a page's form: its check and its preview answered (studio-keystroke.ts). */
  keystrokeMs: number[];
  /** The page list shown in the browser, first load and reload (studio-page-list.ts). */
  firstLoadMs: number;
  reloadMs: number;
}

/** A figure over the runs: the median quoted, the fastest and slowest beside it. */
export interface Spread {
  median: number;
  fastest: number;
  slowest: number;
}

export interface StudioFigures {
  runs: number;
  ownFirstLoad: Spread;
  start: Spread;
  pagesCold: Spread;
  pagesColdCached: Spread;
  /** Over every warm request of every run. */
  pagesWarm: Spread;
  /** Over every keystroke of every run. */
  keystroke: Spread;
  firstLoad: Spread;
  reload: Spread;
}

function spread(values: number[]): Spread {
  return { median: median(values), fastest: Math.min(...values), slowest: Math.max(...values) };
}

/** The runs' figures as medians, with their range. */
export function studioFigures(runs: readonly StudioRun[]): StudioFigures {
  return {
    runs: runs.length,
    ownFirstLoad: spread(runs.map((run) => run.ownFirstLoadMs)),
    start: spread(runs.map((run) => run.startMs)),
    pagesCold: spread(runs.map((run) => run.pagesColdMs)),
    pagesColdCached: spread(runs.map((run) => run.pagesColdCachedMs)),
    pagesWarm: spread(runs.flatMap((run) => run.pagesWarmMs)),
    keystroke: spread(runs.flatMap((run) => run.keystrokeMs)),
    firstLoad: spread(runs.map((run) => run.firstLoadMs)),
    reload: spread(runs.map((run) => run.reloadMs)),
  };
}

/** A figure in milliseconds; a dash where no run measured it. */
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

/** The figures as the bench prints them, each with its budget where it has one. */
export function studioTable(
  figures: StudioFigures,
  budgets: { pageListMs: number; largeFirstLoadMs: number; pagesWarmMs: number; keystrokeMs: number },
): string {
  const row = (measure: string, figure: Spread, budget?: number) => [
    measure,
    ms(figure.median),
    figure.fastest <= figure.slowest ? `${ms(figure.fastest)} – ${ms(figure.slowest)}` : "–",
    budget === undefined ? "" : `≤ ${ms(budget)}`,
  ];
  return markdownTable(
    ["measure (1,000-page site, unless named)", "median", "fastest – slowest", "budget"],
    [
      row("this project's site: page list shown, first load", figures.ownFirstLoad, budgets.pageListMs),
      row("studio started (address printed)", figures.start),
      row("GET /_studio/api/pages, cold, no validation cache", figures.pagesCold),
      row("GET /_studio/api/pages, cold, validation cache", figures.pagesColdCached),
      row("GET /_studio/api/pages, warm", figures.pagesWarm, budgets.pagesWarmMs),
      row("a keystroke: the page checked, then previewed", figures.keystroke, budgets.keystrokeMs),
      row("page list shown, first load, validation cache", figures.firstLoad, budgets.largeFirstLoadMs),
      row("page list shown, reload", figures.reload, budgets.pageListMs),
    ],
  );
}
