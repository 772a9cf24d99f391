import { sampleRecordPages } from "../../scripts/record-page-sample";
import { expect, stubMapService, test, waitForApp } from "./fixtures";
import { sitePaths } from "./site-paths";
import { contrastShortfalls } from "./text-contrast";

// Every page a visitor opens, per-record pages sampled (the first, a middle and the last of each).
const routes = [...sampleRecordPages(await sitePaths())]
  .filter(([, serves]) => !("redirect" in serves))
  .map(([route]) => route);

// At rest: the scroll reveal would have text mid-fade, and sliders mid-turn. The pages' policy would
// refuse the style that hides their text for the picture of what is behind it.
test.use({ reducedMotion: "reduce", bypassCSP: true });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of routes) {
      test(`${route}: every text reads at AA against what is drawn behind it`, async ({ page }) => {
        await stubMapService(page);
        await page.goto(route);
        await waitForApp(page);
        await page.evaluate(async () => {
          for (const image of document.querySelectorAll("img")) image.loading = "eager";
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        expect(await contrastShortfalls(page)).toEqual([]);
      });
    }
  });
}
