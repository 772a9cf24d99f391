import AxeBuilder from "@axe-core/playwright";
import type { Frame, Page } from "@playwright/test";
import { catalogRoute } from "../../src/engine/catalog/site-catalog";
import { expect, scrollThrough, test, waitForApp, waitForIslands, stubMapService } from "./fixtures";
import { mediaEdges, sweepWidths } from "./media-edges";
import { distDir, pagesDrawingEverything, sitePaths } from "./site-paths";
import { sampleRecordPages } from "../../scripts/record-page-sample";

// Per-record pages are sampled: the first, a middle and the last of each [id] template.
const routes = sampleRecordPages(await sitePaths());
const paths = [...routes.keys()];
const drawingEverything = pagesDrawingEverything(routes);

/**
 * The widths at which a page is measured. Between two widths where a media query of the site's
 * stylesheets starts or stops, the same rules apply, and content that is too wide for the page is
 * too wide first at the narrowest of them. So the page is measured at each side of every such edge,
 * at both ends, and through the phone widths in steps of 16 px, where most of the site's visitors
 * are and where the least room is.
 */
const widths = sweepWidths(mediaEdges(distDir));
/** Where layouts change most, and script lays out again (a slider): measured again once script has run. */
const settledWidths = new Set([320, 1440, ...[640, 768, 1024, 1280].flatMap((edge) => [edge - 1, edge])]);

/** A page of the site's own origin that holds the page under test in a frame it can resize. */
const frameHost = "/__every-route-frame";

/**
 * Opens `route` in a frame of a page of the site's origin, 800 px tall, and waits for its shell. The
 * frame's scrollbar is hidden, as a phone's is, so the page is exactly as wide as the frame.
 */
async function openInFrame(page: Page, route: string): Promise<Frame> {
  await page.route(`**${frameHost}`, (request) =>
    request.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Frame</title><iframe src="${route}" style="width:1280px;height:800px;border:0"></iframe>`,
    }),
  );
  await page.setViewportSize({ width: 1460, height: 860 });
  await page.goto(frameHost);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error(`${route} did not open in its frame`);
  await waitForApp(frame);
  await frame.evaluate(() => document.documentElement.style.setProperty("scrollbar-width", "none"));
  return frame;
}

/**
 * Every width at which the page in the frame scrolls sideways. The frame is resized through every width
 * inside the browser: reading the page's width lays it out at once, without painting, where waiting for
 * frames to be drawn at every width took minutes over every page. Layout done in script (a slider
 * sizing its slides on a resize) happens when a frame is drawn, so at the settled widths the page is
 * measured again after two.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(
    async ([widths, settledWidths]) => {
      const frame = document.querySelector("iframe");
      const framed = frame?.contentDocument?.documentElement;
      if (!frame || !framed) return ["the page did not load in its frame"];
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
      frame.style.width = "1280px";
      return found;
    },
    [widths, [...settledWidths]] as const,
  );
}

test.describe("every built path", () => {
  test("the build wrote pages, aliases and redirects", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/home/sass-product", "/404", "/home/seo", "/contact"]));
  });

  for (const [route, serves] of routes) {
    if ("redirect" in serves) {
      test(`${route} redirects to ${serves.redirect}`, async ({ page }) => {
        await page.goto(route);
        await expect(page).toHaveURL(serves.redirect);
      });
      continue;
    }
    // Each page a visitor can open is visited once, in a frame, for everything checked of every page: a
    // page load is most of what a test here costs. The block catalog, a tool for the site's authors, is
    // not resized; its islands are started by catalog.spec.ts, which reads it to the end at two widths.
    const visitors = route !== catalogRoute;
    // A page that draws something no other page draws is also read to its end, so that every island on it starts.
    const readThrough = visitors && drawingEverything.includes(route);
    const checks = [
      "loads with its title, language, description and canonical link",
      ...(visitors ? ["never scrolls sideways from 320 to 1440 px"] : []),
      ...(readThrough ? ["starts its islands as they come into view"] : []),
    ];
    test(`${route} ${checks.join(", ")}, and logs no error`, async ({ page }) => {
      // A layout per width, on a machine that may be busy.
      test.setTimeout(90_000);
      await stubMapService(page);
      const frame = await openInFrame(page, route);
      expect(await frame.title()).toBe(serves.title);
      await expect(frame.locator("html")).toHaveAttribute("lang", serves.lang);
      await expect(frame.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      await expect(frame.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\//);
      // The block catalog draws each block as its pages do, the headings that open a page (h1) included.
      if (!visitors) return;
      await expect(frame.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await sidewaysScroll(page)).toEqual([]);
      if (!readThrough) return;
      // Scrolling through brings every island into view: each starts without a console error.
      await scrollThrough(frame);
      await waitForIslands(frame);
    });
  }

  for (const route of drawingEverything) {
    test(`${route} passes an accessibility audit @phone`, async ({ page }) => {
      // The block catalog is some 50,000 px of blocks for the audit to read.
      if (route === catalogRoute) test.slow();
      await stubMapService(page);
      await page.goto(route);
      await waitForApp(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const problems = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(problems).toEqual([]);
    });
  }
});
