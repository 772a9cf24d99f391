import { expect, stubMapService, test, waitForApp } from "./fixtures";
import { pagesDrawingEverything, sampleRecordPages, sitePaths } from "./site-paths";
import { catalogRoute } from "../../src/engine/catalog/site-catalog";

/**
 * The fewest pages that between them draw every block, variant, surface, theme and language the site
 * uses (site-paths.ts), the block catalog left out: it is a tool for the site's authors. Resizing every
 * page through every width took six minutes of CI; a page that adds no block and no variant adds
 * little but its words.
 */
const routes = pagesDrawingEverything(sampleRecordPages(await sitePaths())).filter((route) => route !== catalogRoute);

/** Every width from a small phone to a wide laptop, in steps of 16 px. */
const widths = Array.from({ length: (1440 - 320) / 16 + 1 }, (_, step) => 320 + step * 16);

// A resize and a measure per width, 71 of them, on a busy machine.
test.describe.configure({ timeout: 90_000 });

// One page load a route and a resize per width: the layout is what a width changes, and loading
// the page again for each would take minutes for nothing more. The resize is the DevTools protocol's
// own, which Playwright's setViewportSize wraps with waits that double the time; the width the page
// measures confirms it took effect.
for (const route of routes) {
  test(`${route} never scrolls sideways, at any width from 320 to 1440 px`, async ({ page }) => {
    await stubMapService(page);
    await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
    await page.goto(route);
    await waitForApp(page);
    const devtools = await page.context().newCDPSession(page);
    const overflowing: string[] = [];
    for (const width of widths) {
      await devtools.send("Emulation.setDeviceMetricsOverride", {
        width,
        height: 800,
        deviceScaleFactor: 1,
        mobile: false,
      });
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(sizes.client, "the page is as wide as the screen it was given").toBe(width);
      if (sizes.scroll > sizes.client) overflowing.push(`${width} px: ${sizes.scroll} > ${sizes.client}`);
    }
    expect(overflowing).toEqual([]);
  });
}
