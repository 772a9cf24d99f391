import { expect, test, waitForApp } from "./fixtures";
import { consoleLogs, firstVisibleSlide, stubVideoSite } from "./home-variants";

const route = "/home/crypto";
const videoId = "M7lc1UVf-VE";

test.describe("the crypto home", () => {
  test('is titled "Crypto", with its hero and feature blocks @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Crypto");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "crypto");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade crypto with clear fees and calm nerves");
    await expect(page.locator('[data-block="card-grid"] h3')).toHaveCount(4);
  });

  test("the client feedback slider moves on its arrows and loops @phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Nadia Petrova");
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Ethan Brooks");
    // A double click is two presses within the first move: both count.
    await slider.getByRole("button", { name: "Previous testimonial" }).dblclick();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Ryan Gallagher");
  });

  test("the FAQ has five questions with the third open @phone", async ({ page }) => {
    await page.goto(route);
    const faq = page.locator('[data-block="faq"]');
    await expect(faq.locator("details")).toHaveCount(5);
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(faq.locator("details").nth(2)).toHaveAttribute("open", "");
  });

  test("the first Inside Story opens its video in a 16:9 popup, which closes and stops its frame @phone", async ({
    page,
  }) => {
    const videoRequests = await stubVideoSite(page);
    await page.goto(route);
    await waitForApp(page);
    const stories = page.locator('[data-block="blog-teasers"]');
    await expect(stories.locator('[data-slot="post"]')).toHaveCount(2);
    await stories.scrollIntoViewIfNeeded();
    expect(videoRequests).toEqual([]);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeHidden();

    await stories.getByRole("button", { name: "Play the video" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", new RegExp(`/embed/${videoId}\\?autoplay=1`));
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    const frame = await dialog.locator("[data-slot=video-frame]").boundingBox();
    expect((frame?.width ?? 0) / (frame?.height ?? 1)).toBeCloseTo(16 / 9, 1);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(dialog.locator("iframe")).toHaveCount(0);

    await stories.getByRole("button", { name: "Play the video" }).click();
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(dialog.locator("iframe")).toHaveCount(0);
  });

  test("the popup takes 300 ms to open", async ({ page }) => {
    await stubVideoSite(page);
    await page.goto(route);
    await waitForApp(page);
    await page.locator('[data-block="blog-teasers"]').getByRole("button", { name: "Play the video" }).click();
    // The open window fades up over 300 ms (read from its style, as the animation may be over by now).
    const duration = await page.getByRole("dialog").evaluate((dialog) => getComputedStyle(dialog).animationDuration);
    expect(duration).toBe("0.3s");
  });

  test("the second Inside Story links to its post, with no play button", async ({ page }) => {
    await page.goto(route);
    const second = page.locator('[data-block="blog-teasers"] [data-slot="post"]').nth(1);
    await expect(second.getByRole("button")).toHaveCount(0);
    await expect(second.getByRole("link", { name: "Read more" })).toHaveAttribute("href", "/blog/28");
    await second.getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page).toHaveURL("/blog/28");
  });

  test("the app-download banner has App store and Google play buttons", async ({ page }) => {
    await page.goto(route);
    const banner = page.locator("#download");
    await expect(banner.getByRole("link", { name: "App store" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Google play" })).toBeVisible();
  });

  test("the footer has the columns Links, Legal and Products and a newsletter that stays on the page @phone", async ({
    page,
  }) => {
    const logs = consoleLogs(page);
    await page.goto(route);
    await waitForApp(page);
    const footer = page.locator('[data-block="footer"]');
    await expect(footer.getByRole("navigation")).toHaveCount(3);
    for (const name of ["Links", "Legal", "Products"])
      await expect(footer.getByRole("navigation", { name })).toBeVisible();
    const email = footer.getByRole("textbox", { name: "Market newsletter" });
    await email.fill("hodl@coinpath.example");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(route);
    expect(await logs()).toEqual([]);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
