import { expect, test, waitForApp } from "./fixtures";
import { consoleLogs } from "./home-variants";

const route = "/home/lead-generation";

test.describe("the lead generation home", () => {
  test('is titled "Lead Generation" @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Lead Generation");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "leads");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("More qualified leads, fewer cold calls");
  });

  test("the hero's subscribe form needs an e-mail address, stays on the page and logs nothing @phone", async ({
    page,
  }) => {
    const logs = consoleLogs(page);
    await page.goto(route);
    await waitForApp(page);
    const hero = page.locator('[data-block="hero"]');
    const email = hero.getByRole("textbox", { name: "Work email" });
    const submit = hero.getByRole("button", { name: "Get my free audit" });
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-email");
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await email.fill("ceo@acme.example");
    await submit.click();
    await expect(page).toHaveURL(route);
    expect(await logs()).toEqual([]);
  });

  test("pricing starts on Monthly and switches to Yearly", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const pricing = page.locator('[data-block="pricing-plans"]');
    const visiblePrices = () => pricing.locator('[data-slot="price"] > p:visible > span:first-child').allTextContents();
    await expect(pricing.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(visiblePrices).toEqual(["$17", "$25", "$35"]);
    await pricing.getByRole("tab", { name: "Yearly" }).click();
    await expect.poll(visiblePrices, { timeout: 10_000 }).toEqual(["$123", "$199", "$239"]);
  });

  test("the counters reach 150,000+, 86%, 4.8 and 30k", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const counters = page.locator('[data-block="counters"]');
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.locator('[data-slot="count"]')).toHaveText(["150,000+", "86%", "4.8", "30k"]);
  });

  test("the FAQ starts closed and opens one answer at a time", async ({ page }) => {
    await page.goto(route);
    const faq = page.locator('[data-block="faq"]');
    await expect(faq.locator("details[open]")).toHaveCount(0);
    await faq.locator("summary").first().click();
    await faq.locator("summary").nth(1).click();
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
