import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForApp } from "./fixtures";
import { builtPaths, distDir } from "./site-paths";

const paths = builtPaths();

test.describe("every built path", () => {
  test("the build wrote pages, aliases and redirects", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/home/sass-product", "/404", "/home/seo", "/contact"]));
  });

  for (const route of paths) {
    test(`${route} loads and hydrates without console errors`, async ({ page }) => {
      const data = JSON.parse(
        readFileSync(path.join(distDir, "_pages", `${route === "/" ? "index" : route}.json`), "utf8"),
      ) as {
        redirect?: string;
        title?: string;
        lang?: string;
      };
      await page.goto(route);
      if (data.redirect) {
        await expect(page).toHaveURL(data.redirect);
        return;
      }
      await waitForApp(page);
      await expect(page).toHaveTitle(data.title ?? "");
      await expect(page.locator("html")).toHaveAttribute("lang", data.lang ?? "");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\//);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test(`${route} passes an accessibility audit @phone`, async ({ page }) => {
      await page.goto(route);
      if (new URL(page.url()).pathname !== route) return; // a redirect: its target is audited on its own
      await waitForApp(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const problems = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(problems).toEqual([]);
    });
  }
});
