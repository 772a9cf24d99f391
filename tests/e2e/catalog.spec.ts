import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { blockTypes } from "../../schema/blocks";
import { expect, scrollThrough, stubMapService, test, waitForApp, waitForIslands } from "./fixtures";

/**
 * Visual baselines of every block type: each section of /_catalog at 1280 and 390 px, compared with
 * docs/catalog/<type>-<width>.png (the catalog project's snapshotPathTemplate). One page load per
 * width. `npm run test:update-baselines` rewrites the pictures after an intended change.
 */
const widths = [1280, 390] as const;

/**
 * The page settles in a window this tall; then the window is made as tall as the tallest section, so
 * that every section, every example of it, is one picture of the window (a full-page picture of the
 * whole catalog costs seconds each). No block grows with a window taller than the one it settles in.
 */
const settlingHeight = 3000;

/** Chromium draws no picture taller than this in one piece. */
const tallestPicture = 16_384;

/** Laid over the page while it is photographed: the page's own frame is no part of a block's picture. */
const frameStyle = await readFile(path.join(import.meta.dirname, "catalog-screenshot.css"), "utf8");

/** Everything the test waits for, so the page is the same picture on every run. */
async function settle(page: Page): Promise<void> {
  // The site's font is shown only when it is there for the first paint; a first visit caches it.
  await page.goto("/404");
  await page.goto("/_catalog");
  await waitForApp(page);
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
  });
  await scrollThrough(page);
  await waitForIslands(page);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: settlingHeight }, deviceScaleFactor: 1, reducedMotion: "reduce" });

    test(`every block type's section matches its baseline at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await stubMapService(page);
      await settle(page);
      const tallest = await page.evaluate(
        (types) => Math.max(...types.map((type) => document.getElementById(type)?.getBoundingClientRect().height ?? 0)),
        [...blockTypes],
      );
      expect(tallest, "the tallest section fits in one picture").toBeLessThanOrEqual(tallestPicture);
      await page.setViewportSize({ width, height: Math.max(settlingHeight, Math.ceil(tallest)) });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const type of blockTypes) {
        const clip = await page.locator(`[id="${type}"]`).evaluate((section) => {
          // A section that starts part-way into a pixel is drawn a little differently, and where it starts
          // depends on the heights of the sections above it: a spacer moves it to the next whole pixel, so
          // that its picture changes only when the block itself does.
          const offset = section.getBoundingClientRect().top + window.scrollY;
          const spacer = document.createElement("div");
          spacer.style.height = `${Math.ceil(offset) - offset}px`;
          section.before(spacer);
          const top = Math.round(section.getBoundingClientRect().top + window.scrollY);
          window.scrollTo(0, top);
          const height = Math.min(Math.ceil(section.getBoundingClientRect().height), window.innerHeight);
          return { x: 0, y: top - window.scrollY, width: document.documentElement.clientWidth, height };
        });
        // One picture per section: the page has settled, so the stability loop of toHaveScreenshot would
        // only take each picture twice.
        const picture = await page.screenshot({
          clip,
          animations: "disabled",
          caret: "hide",
          // The footer's year is the visitor's; a map is another site's page.
          mask: [page.locator("[data-slot=year]"), page.locator("iframe")],
          style: frameStyle,
        });
        expect.soft(picture, type).toMatchSnapshot(`${type}-${width}.png`, { maxDiffPixelRatio: 0.002 });
      }
    });
  });
}
