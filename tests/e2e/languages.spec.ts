import type { Page } from "@playwright/test";
import { expect, test, waitForApp, waitForIslands } from "./fixtures";

/** The languages whose words a page carries for its islands, read from its islands data. */
async function islandLanguages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById("islands")?.textContent ?? "{}") as {
      context?: { languages?: Record<string, unknown> };
    };
    return Object.keys(data.context?.languages ?? {}).sort();
  });
}

test.describe("the site's languages", () => {
  test("a Spanish page says the shell's words in Spanish and carries no English words", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("button", { name: "Volver arriba", includeHidden: true })).toBeAttached();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeAttached();
    expect(await islandLanguages(page)).toEqual(["es"]);
    await waitForIslands(page);
  });

  test("the site's English header on a Spanish page keeps its English words, and the page carries both", async ({
    page,
  }) => {
    await page.goto("/contact/contact-v1");
    await waitForApp(page);
    const header = page.locator('[data-slot="header-frame"]');
    await expect(header).toHaveAttribute("lang", "en");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.getByRole("button", { name: "Volver arriba", includeHidden: true })).toBeAttached();
    expect(await islandLanguages(page)).toEqual(["en", "es"]);
  });

  test("an English page's counters count up to figures written as en-US writes them", async ({ page }) => {
    await page.goto("/home/lead-generation");
    await waitForApp(page);
    const counters = page.locator("[data-block=counters]");
    await counters.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    await expect(counters.locator('[data-slot="count"]')).toHaveText(["150,000+", "86%", "4.8", "30k"]);
    expect(await islandLanguages(page)).toEqual(["en"]);
  });
});
