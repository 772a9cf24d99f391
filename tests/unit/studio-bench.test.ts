import { describe, expect, it } from "vitest";
import { benchOptions } from "../../scripts/bench/bench-options";
import { budgets, studioBreaches } from "../../scripts/bench/budgets";
import { studioFigures, type StudioRun } from "../../scripts/bench/studio-figures";

const run = (figures: Partial<StudioRun> = {}): StudioRun => ({
  ownFirstLoadMs: 1400,
  startMs: 1500,
  pagesColdMs: 900,
  pagesColdCachedMs: 400,
  pagesWarmMs: [200, 210, 190],
  keystrokeMs: [120, 130, 110],
  firstLoadMs: 1200,
  reloadMs: 800,
  ...figures,
});

/**
 * The bench's studio part quotes medians over its runs and fails on a median over budget: one slow
 * run on a shared machine does not fail it, a slow studio does.
 */
describe("the studio's figures in the bench", () => {
  it("quotes the median of the runs, with the fastest and slowest, and every warm request counted", () => {
    const figures = studioFigures([
      run({ firstLoadMs: 1100, pagesWarmMs: [300, 100] }),
      run({ firstLoadMs: 5000, pagesWarmMs: [250] }),
      run({ firstLoadMs: 1300, pagesWarmMs: [400] }),
    ]);
    expect(figures.runs).toBe(3);
    expect(figures.firstLoad).toEqual({ median: 1300, fastest: 1100, slowest: 5000 });
    expect(figures.pagesWarm).toEqual({ median: 275, fastest: 100, slowest: 400 });
  });

  it("breaks no budget when the medians are within them, however slow one run was", () => {
    const figures = studioFigures([run(), run({ firstLoadMs: 9000, reloadMs: 9000, pagesWarmMs: [4000] }), run()]);
    expect(studioBreaches(figures)).toEqual([]);
  });

  it("names each budget a median breaks, with the figure and the limit", () => {
    const slow = run({
      ownFirstLoadMs: budgets.studioPageListMs + 100,
      firstLoadMs: budgets.studioLargeFirstLoadMs + 500,
      pagesWarmMs: Array(3).fill(budgets.studioPagesWarmMs + 1),
      keystrokeMs: Array(3).fill(budgets.studioKeystrokeMs + 10),
    });
    const texts = studioBreaches(studioFigures([slow, slow, run()])).map((breach) => breach.text);
    expect(texts).toEqual([
      `studio, 1,000 pages listed warm in ${budgets.studioPagesWarmMs + 1} ms > ${budgets.studioPagesWarmMs} ms`,
      `studio, a keystroke checked and previewed on a site of 1,000 pages in ${budgets.studioKeystrokeMs + 10} ms > ${budgets.studioKeystrokeMs} ms`,
      `studio, opened on this project's site in ${budgets.studioPageListMs + 100} ms > ${budgets.studioPageListMs} ms`,
      `studio, page list of 1,000 pages shown on first load in ${budgets.studioLargeFirstLoadMs + 500} ms > ${budgets.studioLargeFirstLoadMs} ms`,
    ]);
  });

  it("is measured alone with --studio-only, and in a whole run unless the generated sites are left out", () => {
    const sizes = { scale: [1000], peers: [1000] };
    expect(benchOptions(["--studio-only"], {}, sizes)).toMatchObject({ studioOnly: true, skipSynthetic: false });
    expect(benchOptions([], {}, sizes)).toMatchObject({ studioOnly: false, skipSynthetic: false });
  });
});
