import { expect, test, waitForApp } from "./fixtures";
import { firstVisibleSlide, recordCounts, stubVideoSite } from "./home-variants";

const route = "/home/agency-modern";

test.describe("the agency modern home", () => {
  test('is titled "Agency Modern", with services, team and a call to action @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Agency Modern");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "agency");
    await expect(page.locator('[data-block="card-grid"] h3')).toHaveCount(6);
    await expect(page.locator('[data-block="team-grid"] [data-slot="member"]')).toHaveCount(4);
    await expect(page.locator('[data-block="banner"]').getByRole("link", { name: "Start a project" })).toHaveAttribute(
      "href",
      "/contact/contact-v2",
    );
  });

  test("the studio's photo covers the hero behind its text, the first picture asked for, in a light copy @phone", async ({
    page,
    request,
  }) => {
    await page.goto(route);
    const hero = page.locator('[data-block="hero"]');
    const photo = hero.locator("img");
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photo).toHaveAttribute("width", "2400");
    await expect(photo).toHaveAttribute("height", "1600");
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    expect(await photo.boundingBox()).toEqual(await hero.boundingBox());
    const heading = await hero
      .getByRole("heading", { level: 1, name: "We build brands people remember" })
      .boundingBox();
    const band = await hero.boundingBox();
    expect(heading && band && heading.y > band.y && heading.y + heading.height < band.y + band.height).toBe(true);
    const shown = await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    expect(shown).toMatch(/^\/_images\/studio\.[0-9a-f]{16}-\d+\.avif$/);
    expect((await (await request.get(shown)).body()).length).toBeLessThan(150 * 1024);
  });

  test("the showreel opens in the video popup only when asked, and closes on Escape", async ({ page }) => {
    const videoRequests = await stubVideoSite(page);
    await page.goto(route);
    await waitForApp(page);
    expect(videoRequests).toEqual([]);
    await page.getByRole("button", { name: "Watch our showreel" }).click();
    const dialog = page.getByRole("dialog", { name: "Northbeam showreel" });
    await expect(dialog.locator("iframe")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(dialog.locator("iframe")).toHaveCount(0);
  });

  test("the figures count up to 350+, 98%, 24 and 10", async ({ page }) => {
    const counts = await recordCounts(page);
    await page.goto(route);
    await waitForApp(page);
    await counts.expectCountUp(page.locator('[data-block="counters"]'), ["350+", "98%", "24", "10"]);
  });

  test("the testimonials show 4 at a time on wide screens, move and loop", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Sofia Marchetti");
    const [slide] = await slider
      .locator('[data-slot="slide"]')
      .evaluateAll((slides) => slides.map((item) => item.getBoundingClientRect().width));
    const track = (await slider.locator('[data-slot="slides"]').boundingBox())?.width ?? 0;
    expect(Math.round(track / (slide ?? 1))).toBe(4);
    await slider.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Grace Okafor");
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Sofia Marchetti");
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
