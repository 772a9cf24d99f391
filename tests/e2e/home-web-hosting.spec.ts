import { expect, test, waitForApp } from "./fixtures";
import { consoleLogs, countedUp, countReadings, firstVisibleSlide } from "./home-variants";

const route = "/home/web-hosting";
const logoOrder = ["Northwind", "Quantum", "Harbor", "Vertex", "Tidal", "Orbit", "Zenith"];

test.describe("the web hosting home", () => {
  test('is titled "Web Hosting" @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Web Hosting");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "hosting");
  });

  test("the domain search offers .com (chosen), .org, .tech, .co and .me", async ({ page }) => {
    await page.goto(route);
    const ending = page.getByRole("combobox", { name: "Domain ending" });
    await expect(ending).toHaveValue(".com");
    await expect(ending.locator("option")).toHaveText([".com", ".org", ".tech", ".co", ".me"]);
  });

  test("the domain search logs its text and ending, and stays on the page @phone", async ({ page }) => {
    const logs = consoleLogs(page);
    await page.goto(route);
    await waitForApp(page);
    await page.getByRole("textbox", { name: "Domain name" }).fill("brightline");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("combobox", { name: "Domain ending" }).selectOption(".tech");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(logs).toEqual([
      { domain: "brightline", ending: ".com" },
      { domain: "brightline", ending: ".tech" },
    ]);
    await expect(page).toHaveURL(route);
  });

  test("the hosting plans cost $8, $12, $37 and $79 a month, the first three renewing at $3.99 @phone", async ({
    page,
  }) => {
    await page.goto(route);
    const plans = page.locator('[data-block="hosting-plans"] [data-slot="plan"]');
    await expect(plans.locator('[data-slot="price"]')).toHaveText(["$8/month", "$12/month", "$37/month", "$79/month"]);
    for (const index of [0, 1, 2]) await expect(plans.nth(index)).toContainText("Renews at $3.99/month");
    await expect(plans.nth(3).locator('[data-slot="renewal"]')).toHaveCount(0);
    await expect(plans.getByRole("link", { name: "Start 30 days free trial" })).toHaveCount(4);
    await expect(plans.locator('[data-slot="note"]')).toHaveText(Array(4).fill("No card required, cancel any time"));
    await expect(plans.nth(1)).toHaveAttribute("data-featured", "true");
  });

  test("the partner logos move on their arrows and loop @phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="logo-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => firstVisibleSlide(slider)).toBe(logoOrder[0]);
    await slider.getByRole("button", { name: "Next logos" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe(logoOrder[1]);
    await slider.getByRole("button", { name: "Previous logos" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe(logoOrder[0]);
    await slider.getByRole("button", { name: "Previous logos" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe(logoOrder.at(-1));
  });

  test("the partner logos show 5 at a time on wide screens and 2 on phones @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="logo-slider"]');
    const widths = await slider
      .locator('[data-slot="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width));
    const track = (await slider.locator('[data-slot="slides"]').boundingBox())?.width ?? 0;
    const perView = (page.viewportSize()?.width ?? 0) < 576 ? 2 : 5;
    expect(Math.round(track / (widths[0] ?? 1))).toBe(perView);
  });

  test("the partner logos move by themselves every 3 s, and wait while the pointer is over them", async ({ page }) => {
    test.slow();
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="logo-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // The 3 s count from when the island is live, however long its script takes to load.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('bp-island[data-type="logo-slider"]')?.dataset.state === "live",
    );
    await expect.poll(() => firstVisibleSlide(slider), { timeout: 5000 }).toBe(logoOrder[1]);
    await slider.locator('[data-slot="slides"]').hover();
    const held = await firstVisibleSlide(slider);
    await page.waitForTimeout(4000);
    expect(await firstVisibleSlide(slider)).toBe(held);
  });

  test("the figures count up to 20 million, 50k+, 3000+ and 07+", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const readings = await countReadings(page.locator('[data-block="counters"]'), 3200);
    expect(countedUp(readings)).toBe(true);
    await expect(page.locator('[data-block="counters"] [data-slot="count"]')).toHaveText([
      "20 million",
      "50k+",
      "3000+",
      "07+",
    ]);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
