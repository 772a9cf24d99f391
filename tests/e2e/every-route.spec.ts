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
      const data = JSON.parse(readFileSync(path.join(distDir, "_pages", `${route === "/" ? "index" : route}.json`), "utf8")) as {
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
  }
});
