import { expect, test, waitForApp } from "./fixtures";
import { countedUp, countReadings, firstVisibleSlide } from "./home-variants";

const route = "/home/insurance";
const targets = ["150,000+", "4.8", "30k", "100+"];

test.describe("the insurance home", () => {
  test('is titled "Insurance", in its own colours @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Insurance");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "insurance");
  });

  test("the Home menu lists it, and Insurance there still leads to /", async ({ page }) => {
    await page.goto(route);
    const header = page.getByRole("banner");
    await expect(header.locator('a[href="/home/insurance"]').first()).toHaveCount(1);
    await expect(header.locator("a", { hasText: /^Insurance$/ }).first()).toHaveAttribute("href", "/");
  });

  test("the header has Login and Sign Up, and the hero's Request a demo goes to contact @phone", async ({ page }) => {
    await page.goto(route);
    const header = page.getByRole("banner");
    // On phones the buttons sit in the menu panel, so they are found whether shown or not.
    await expect(header.locator("a", { hasText: /^Login$/ }).first()).toHaveAttribute("href", "/login");
    await expect(header.locator("a", { hasText: /^Sign Up$/ }).first()).toHaveAttribute("href", "/signup");
    const demo = page.locator('[data-block="hero"]').getByRole("link", { name: "Request a demo" });
    await expect(demo).toHaveAttribute("href", /^\/contact\//);
  });

  test("the first screen needs no script: no island starts before the visitor scrolls", async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('bp-island[data-type="hero"], bp-island[data-start="load"]')).toHaveCount(0);
  });

  test("the HTML already holds the final figures, the rating's '30k Reviews' and '100+ Trusted Partners'", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.locator('[data-block="counters"] [data-slot="count"]')).toHaveText(targets);
    await expect(page.locator('[data-block="counters"] [data-slot="label"]').nth(2)).toHaveText("Reviews");
    await expect(page.locator('[data-block="counters"] [data-slot="label"]').nth(3)).toHaveText("Trusted Partners");
    await context.close();
  });

  test("the counters count from 0 to their targets once in view @phone", async ({ page }) => {
    // A short window keeps the counters below the fold on wide screens until the test scrolls to them.
    const viewport = page.viewportSize() ?? { width: 1280, height: 860 };
    if (viewport.width > 600) await page.setViewportSize({ width: viewport.width, height: 480 });
    await page.goto(route);
    await waitForApp(page);
    const readings = await countReadings(page.locator('[data-block="counters"]'));
    expect(countedUp(readings)).toBe(true);
    await expect(page.locator('[data-block="counters"] [data-slot="count"]')).toHaveText(targets);
    // Once there, they stay: scrolling away and back does not count again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const again = await countReadings(page.locator('[data-block="counters"]'), 500);
    expect(again.every((reading) => reading.join() === targets.join())).toBe(true);
  });

  test("a counter shown before its count starts never shows its figure and then 0", async ({ page }) => {
    // Each frame records the first figure as it shows ("" while hidden), from the page's first frame.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownFigures: shown });
      const look = () => {
        const count = document.querySelector('[data-block="counters"] [data-slot="count"]');
        if (count) shown.push(getComputedStyle(count).visibility === "hidden" ? "" : (count.textContent ?? "").trim());
        requestAnimationFrame(look);
      };
      document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(look));
    });
    // The counters' code arrives late, as on a slow network: the island starts well after they show.
    await page.route("**/assets/block-counters-*.js", async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await request.continue();
    });
    await page.goto(route, { waitUntil: "domcontentloaded" });
    await page.locator('[data-block="counters"]').evaluate((block) => block.scrollIntoView({ block: "center" }));
    const shownFigures = () => page.evaluate(() => ("shownFigures" in window ? (window.shownFigures as string[]) : []));
    await expect(page.locator('bp-island[data-type="counters"]')).toHaveAttribute("data-state", "live");
    await expect.poll(async () => (await shownFigures()).at(-1), { timeout: 15_000 }).toBe(targets[0]);
    const figures = (await shownFigures()).filter(Boolean).map((figure) => Number(figure.replace(/[^\d.]/g, "")));
    // What showed first was the count's start, far below the figure, and it only ever rose after.
    expect(figures[0]).toBeLessThan(150_000 / 10);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
  });

  test("with reduced motion the counters show their targets without counting", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const readings = await countReadings(page.locator('[data-block="counters"]'), 800);
    expect(readings.every((reading) => reading.join() === targets.join())).toBe(true);
  });

  test("the FAQ has five questions, one open at a time", async ({ page }) => {
    await page.goto(route);
    const faq = page.locator('[data-block="faq"]');
    await expect(faq.locator("details")).toHaveCount(5);
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await faq.locator("summary").nth(3).click();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(faq.locator("details").nth(3)).toHaveAttribute("open", "");
  });

  test("success stories move with the arrows and loop", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole("heading", { level: 2 })).toContainText("settled");
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Margaret Ellison");
    const first = await firstVisibleSlide(slider);
    await slider.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Gareth Pryce");
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe(first);
  });

  test("the footer's newsletter needs an e-mail and stays on the page @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const footer = page.locator('[data-block="footer"]');
    const email = footer.getByRole("textbox", { name: "Newsletter" });
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("reader@harborline.example");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(route);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
