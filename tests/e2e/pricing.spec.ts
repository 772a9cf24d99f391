import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

const path = "/pages-menu/pricing";
const pathV2 = "/pages-menu/pricing-v2";

/** The agency plans of the spec, monthly and yearly. */
const prices = {
  Starter: { monthly: "$9.99", yearly: "$19.99" },
  Silver: { monthly: "$19.99", yearly: "$59.99" },
  Gold: { monthly: "$29.99", yearly: "$99.99" },
  Diamond: { monthly: "$59.99", yearly: "$129.99" },
};
type Period = "monthly" | "yearly";

function plan(page: Page, name: string) {
  return page
    .locator('[data-block="pricing-plans"] [data-slot="plan"]')
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/** Every plan shows the price of `period` and not the other one. */
async function expectPrices(page: Page, period: Period) {
  const other: Period = period === "monthly" ? "yearly" : "monthly";
  for (const [name, price] of Object.entries(prices)) {
    const card = plan(page, name);
    await expect(card.getByText(price[period], { exact: true })).toBeVisible();
    await expect(card.getByText(price[other], { exact: true })).toBeHidden();
    await expect(card.getByText(period === "monthly" ? "/month" : "/year", { exact: true })).toBeVisible();
  }
}

async function expectSelected(page: Page, tab: "Monthly" | "Yearly") {
  const other = tab === "Monthly" ? "Yearly" : "Monthly";
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: other })).toHaveAttribute("aria-selected", "false");
}

test.describe("the pricing page", () => {
  test("shows Starter, Silver, Gold and Diamond at their monthly prices, Monthly selected @phone", async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/Pricing/);
    await waitForApp(page);
    const names = page.locator('[data-block="pricing-plans"] [data-slot="plan"] h3');
    await expect(names).toHaveText(["Starter", "Silver", "Gold", "Diamond"]);
    await expectSelected(page, "Monthly");
    await expectPrices(page, "monthly");
  });

  test("switching to Yearly shows the yearly prices, and back to Monthly the monthly ones @phone", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await page.getByRole("tab", { name: "Yearly" }).click();
    await expectSelected(page, "Yearly");
    await expectPrices(page, "yearly");
    await page.getByRole("tab", { name: "Monthly" }).click();
    await expectSelected(page, "Monthly");
    await expectPrices(page, "monthly");
  });

  test("the arrow keys move between the tabs and select them", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const monthly = page.getByRole("tab", { name: "Monthly" });
    const yearly = page.getByRole("tab", { name: "Yearly" });
    await expect(yearly).toHaveAttribute("tabindex", "-1");
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(yearly).toBeFocused();
    await expectSelected(page, "Yearly");
    await expectPrices(page, "yearly");
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeFocused();
    await expectSelected(page, "Monthly");
    await page.keyboard.press("End");
    await expectSelected(page, "Yearly");
    await page.keyboard.press("Home");
    await expectSelected(page, "Monthly");
    await expectPrices(page, "monthly");
  });

  test("the tab panel is named by the selected tab", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole("tabpanel", { name: "Monthly" })).toBeVisible();
    await page.getByRole("tab", { name: "Yearly" }).click();
    await expect(page.getByRole("tabpanel", { name: "Yearly" })).toBeVisible();
  });

  test("each plan says how many users it covers; Starter adds 1.99 per extra user", async ({ page }) => {
    await page.goto(path);
    await expect(plan(page, "Starter")).toContainText(/up to 3 users \+ 1\.99 per extra user/i);
    await expect(plan(page, "Silver")).toContainText(/up to 5 users/i);
    await expect(plan(page, "Gold")).toContainText(/up to 7 users/i);
    await expect(plan(page, "Diamond")).toContainText(/up to 10 users/i);
  });

  test("features a plan leaves out are marked as not included", async ({ page }) => {
    await page.goto(path);
    const starter = plan(page, "Starter");
    const left = starter.locator('li[data-available="false"]');
    await expect(left.first()).toContainText(/^Not included: /);
    // The line draws its mark: a cross, and its words struck, where the feature is left out; a check
    // where it is included.
    const look = (line: typeof left) =>
      line.evaluate((item) => {
        const { maskImage } = getComputedStyle(item, "::after");
        return {
          mark: /\/(check|close)-[\w-]+\.svg/.exec(maskImage)?.[1],
          line: getComputedStyle(item).textDecorationLine,
        };
      });
    expect(await look(left.first())).toEqual({ mark: "close", line: "line-through" });
    expect(await look(starter.locator('li[data-available="true"]').first())).toEqual({ mark: "check", line: "none" });
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("pricing v1 and v2 lay the same plans out differently", () => {
  test("v1 sets the four plans side by side as cards", async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-block="pricing-plans"]')).toHaveAttribute("data-variant", "cards");
    const tops = await page
      .locator('[data-block="pricing-plans"] [data-slot="plan"]')
      .evaluateAll((plans) => plans.map((plan) => Math.round(plan.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test("v2 gives each plan a row: name and price on the left, the features in columns, the button on the right", async ({
    page,
  }) => {
    await page.goto(pathV2);
    await expect(page.locator('[data-block="pricing-plans"]')).toHaveAttribute("data-variant", "rows");
    const rows = await page
      .locator('[data-block="pricing-plans"] [data-slot="plan"]')
      .evaluateAll((plans) => plans.map((plan) => plan.getBoundingClientRect().toJSON() as DOMRect));
    expect(rows).toHaveLength(4);
    for (const [index, row] of rows.entries())
      if (index > 0) expect(row.top).toBeGreaterThan(rows[index - 1]?.bottom ?? 0);

    const gold = plan(page, "Gold");
    const box = async (selector: string) =>
      (await gold.locator(selector).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const price = await box('[data-period="monthly"]');
    const features = await box("ul");
    const button = await box('[data-slot="action"]');
    expect(features.x).toBeGreaterThan(price.x + price.width);
    expect(button.x).toBeGreaterThan(features.x + features.width);
    // Side by side, not stacked: the button sits within the height of the features.
    expect(button.y).toBeLessThan(features.y + features.height);
    // The features stand in columns: the first line of the list holds more than one.
    const tops = await gold
      .locator("ul > li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThan(1);
  });

  test("v2's rows switch between the monthly and yearly prices too @phone", async ({ page }) => {
    await page.goto(pathV2);
    await waitForApp(page);
    await expectPrices(page, "monthly");
    await page.getByRole("tab", { name: "Yearly" }).click();
    await expectSelected(page, "Yearly");
    await expectPrices(page, "yearly");
    await page.getByRole("tab", { name: "Monthly" }).click();
    await expectPrices(page, "monthly");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the pricing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads the monthly prices from the prerendered HTML", async ({ page }) => {
    await page.goto(path);
    await expectPrices(page, "monthly");
  });
});
