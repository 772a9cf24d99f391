import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Whether each accordion item of the block is open, in order. */
function opened(page: Page, block: string) {
  return page
    .locator(`[data-block="${block}"] [data-slot="accordion"] > details`)
    .evaluateAll((elements: HTMLDetailsElement[]) => elements.map((details) => details.open));
}

test.describe("pricing variants", () => {
  test("pricing v2: plans, partner logos and a FAQ with the third question open", async ({ page }) => {
    await page.goto("/pages-menu/pricing-v2");
    await expect(page).toHaveTitle(/Pricing V2/);
    await expect(page.locator('[data-block="pricing-plans"] [data-slot="plan"]')).toHaveCount(4);
    await expect(page.locator('[data-block="logo-slider"]')).toBeVisible();
    expect(await opened(page, "faq")).toEqual([false, false, true, false]);
  });

  test("pricing v3: plan 2 active, a comparison table read as yes or no, a FAQ with none open @phone", async ({
    page,
  }) => {
    await page.goto("/pages-menu/pricing-v3");
    await expect(page).toHaveTitle(/Pricing V3/);
    const plans = page.locator('[data-block="hosting-plans"] [data-slot="plan"]');
    await expect(plans.nth(1)).toHaveAttribute("data-featured", "true");
    await expect(page.locator('[data-block="hosting-plans"] [data-featured="true"]')).toHaveCount(1);

    const table = page.getByRole("table", { name: "What you get with each host" });
    await expect(table).toBeVisible();
    const columns = table.getByRole("columnheader");
    await expect(columns).toHaveText(["Feature", "Cloudnest", "HostOne", "WebBox", "SiteHub"]);
    const row = table.getByRole("row", { name: /Daily backups/ });
    await expect(row.getByRole("rowheader")).toHaveText("Daily backups");
    await expect(row.getByRole("cell")).toHaveText(["Yes", "No", "No", "Yes"]);
    await expect(table.getByRole("row")).toHaveCount(7);

    expect(await opened(page, "faq")).toEqual([false, false, false, false]);
  });
});
