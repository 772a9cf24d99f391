import { expect, test, waitForApp } from "./fixtures";

/** The About page shows the studio's photo beside its history. */
const route = "/pages-menu/about-us-v1";

test.describe("a photo", () => {
  test("loads as a copy sized for the screen, in AVIF, never the original @phone", async ({ page, request }) => {
    const images: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image")
        images.push({ url: new URL(response.url()).pathname, type: response.headers()["content-type"] ?? "" });
    });
    await page.goto(route);
    await waitForApp(page);
    const photo = page.locator('img[src^="/_images/studio."]');
    await expect(photo).toHaveAttribute("width", "2400");
    await expect(photo).toHaveAttribute("height", "1600");
    // Its block opens the page, under the banner: it may be in the first screen, so it loads at once.
    await expect(photo).toHaveAttribute("loading", "eager");
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();

    const shown = await photo.evaluate((image: HTMLImageElement) => ({
      source: new URL(image.currentSrc).pathname,
      cssWidth: image.getBoundingClientRect().width,
      ratio: window.devicePixelRatio,
    }));
    expect(shown.source).toMatch(/^\/_images\/studio\.[0-9a-f]{16}-\d+\.avif$/);
    const copyWidth = Number(/-(\d+)\.avif$/.exec(shown.source)?.[1]);
    // Wide enough to be sharp, and not the next width up: the browser took what `sizes` told it.
    expect(copyWidth).toBeGreaterThanOrEqual(Math.min(shown.cssWidth * shown.ratio, 1920));
    expect(copyWidth).toBeLessThanOrEqual(Math.max(shown.cssWidth * shown.ratio * 2.5, 320));

    const copy = await request.get(shown.source);
    expect(copy.headers()["content-type"]).toBe("image/avif");
    expect((await copy.body()).length).toBeLessThan(150 * 1024);
    expect(images.map((image) => image.url)).not.toContain("/photos/studio.jpg");
    expect(images.filter((image) => image.url.startsWith("/_images/studio.")).map((image) => image.type)).toEqual([
      "image/avif",
    ]);
  });

  test("keeps its box while it loads, filled with its colour", async ({ page }) => {
    await page.goto(route);
    const photo = page.locator('img[src^="/_images/studio."]');
    const box = await photo.evaluate((image: HTMLImageElement) => ({
      ratio: image.getBoundingClientRect().width / image.getBoundingClientRect().height,
      colour: getComputedStyle(image).backgroundColor,
    }));
    expect(box.ratio).toBeCloseTo(2400 / 1600, 1);
    expect(box.colour).not.toBe("rgba(0, 0, 0, 0)");
  });
});
