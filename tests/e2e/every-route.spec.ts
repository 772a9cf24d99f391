import AxeBuilder from "@axe-core/playwright";
import { catalogRoute } from "../../src/engine/catalog/site-catalog";
import { expect, scrollThrough, test, waitForApp, waitForIslands, stubMapService } from "./fixtures";
import { pagesDrawingEverything, sitePaths } from "./site-paths";
import { sampleRecordPages } from "../../scripts/record-page-sample";

// Per-record pages are sampled: the first, a middle and the last of each [id] template.
const routes = sampleRecordPages(await sitePaths());
const paths = [...routes.keys()];
const drawingEverything = pagesDrawingEverything(routes);

test.describe("every built path", () => {
  test("the build wrote pages, aliases and redirects", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/home/sass-product", "/404", "/home/seo", "/contact"]));
  });

  for (const route of paths) {
    // A page that draws something no other page draws is also read to its end, so that every island on
    // it starts: in the same visit, since a page load is most of what a test here costs. The block
    // catalog's islands are started by catalog.spec.ts, which reads it to the end at two widths.
    const readThrough = drawingEverything.includes(route) && route !== catalogRoute;
    const islands = readThrough ? " starts its islands as they come into view," : "";
    test(`${route} loads with its title, language, description and canonical link,${islands} and logs no error`, async ({
      page,
    }) => {
      const data = routes.get(route);
      await stubMapService(page);
      await page.goto(route);
      if (!data || "redirect" in data) {
        await expect(page).toHaveURL(data?.redirect ?? "");
        return;
      }
      await waitForApp(page);
      await expect(page).toHaveTitle(data.title);
      await expect(page.locator("html")).toHaveAttribute("lang", data.lang);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\//);
      // The block catalog draws each block as its pages do, the headings that open a page (h1) included.
      if (route !== catalogRoute) await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      if (!readThrough) return;
      // Scrolling through brings every island into view: each starts without a console error.
      await scrollThrough(page);
      await waitForIslands(page);
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
