import { expect, stubMapService, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { sampleRecordPages } from "../../scripts/record-page-sample";
import { catalogRoute } from "../../src/engine/catalog/site-catalog";

/**
 * Every page a visitor can open, record pages sampled as elsewhere (they share one template), and the
 * block catalog left out: it is a tool for the site's authors.
 */
const routes = [...sampleRecordPages(await sitePaths())]
  .filter(([route, serves]) => !("redirect" in serves) && route !== catalogRoute)
  .map(([route]) => route);

/** Every width from a small phone to a wide laptop, in steps of 16 px. */
const widths = Array.from({ length: (1440 - 320) / 16 + 1 }, (_, step) => 320 + step * 16);

/**
 * Tailwind's breakpoints (sm, md, lg, xl), where layouts change: at each side of one, and at both ends,
 * the page is measured again once script has had its turn.
 */
const breakpoints = [640, 768, 1024, 1280];
const settledWidths = new Set([320, 1440, ...breakpoints.flatMap((breakpoint) => [breakpoint - 16, breakpoint])]);

/** A page of the site's own origin that holds the page under test in a frame it can resize. */
const frameHost = "/__sideways-scroll-frame";

// A layout per width, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

// The page is loaded once, in a frame, and the frame is resized through every width inside the
// browser. Reading the page's width lays it out at once, without painting: waiting for frames to be
// drawn at every width took minutes over every page. Layout done in script (a slider sizing its slides
// on a resize) happens when a frame is drawn, so at the settled widths the page is measured again after
// two. The frame's scrollbar is hidden, as a phone's is, so the page is exactly as wide as the frame.
for (const route of routes) {
  test(`${route} never scrolls sideways, at any width from 320 to 1440 px`, async ({ page }) => {
    await stubMapService(page);
    await page.route(`**${frameHost}`, (request) =>
      request.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Frame</title><iframe src="${route}" style="height:800px;border:0"></iframe>`,
      }),
    );
    await page.setViewportSize({ width: 1460, height: 860 });
    await page.goto(frameHost);
    await page.waitForFunction(
      () => document.querySelector("iframe")?.contentDocument?.documentElement.dataset.shell === "ready",
    );
    const overflowing = await page.evaluate(
      async ([widths, settledWidths]) => {
        const frame = document.querySelector("iframe");
        const framed = frame?.contentDocument?.documentElement;
        if (!frame || !framed) return ["the page did not load in its frame"];
        framed.style.setProperty("scrollbar-width", "none");
        const found: string[] = [];
        const measure = (width: number, when: string) => {
          const { scrollWidth, clientWidth } = framed;
          if (clientWidth !== width) found.push(`${width} px${when}: the page measured itself ${clientWidth} px wide`);
          else if (scrollWidth > clientWidth) found.push(`${width} px${when}: ${scrollWidth} > ${clientWidth}`);
        };
        for (const width of widths) {
          frame.style.width = `${width}px`;
          measure(width, "");
          if (!settledWidths.includes(width)) continue;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          measure(width, ", once script has run");
        }
        return found;
      },
      [widths, [...settledWidths]] as const,
    );
    expect(overflowing).toEqual([]);
  });
}
