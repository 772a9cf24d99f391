import { expect, test, waitForApp, waitForIslands } from "./fixtures";

const route = "/home/design-agency";

test.describe("the design agency home", () => {
  test('is titled "Design Agency" in its own theme @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Design Agency");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "design");
  });

  test("Contact Me opens a modal form that ignores its backdrop and Escape, and returns focus when closed @phone", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    await waitForIslands(page);
    const opener = page.getByRole("button", { name: "Contact Me" });
    const modal = page.getByRole("dialog", { name: "Tell us about your project" });
    await expect(modal).toBeHidden();
    await opener.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5); // on the backdrop
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Send message" }).click();
    await expect(modal).toContainText("Name is required.");
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the gallery shows entries 56 to 60; pictures open larger, videos in a video window", async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (request) =>
      request.fulfill({ body: "<html></html>", contentType: "text/html" }),
    );
    await page.goto(route);
    await waitForApp(page);
    const gallery = page.locator("#work");
    await expect(gallery.locator("[data-slot=entry] h3")).toHaveCount(5);
    await expect(gallery.locator("[data-slot=entry] h3").first()).toHaveText("Aurora Photography social media kit");
    await gallery.getByRole("link", { name: "Play the video of Beacon Credit Union travel app" }).click();
    const video = page.getByRole("dialog", { name: "Beacon Credit Union travel app" });
    await expect(video).toBeVisible();
    await expect(video.locator("iframe")).toHaveAttribute("src", /M7lc1UVf-VE/);
    await video.getByRole("button", { name: "Close video" }).click();
    await expect(video).toBeHidden();
    await gallery.getByRole("link", { name: "View Aurora Photography social media kit larger" }).click();
    await expect(page.locator(".glightbox-container")).toBeVisible();
  });

  test("the gallery is a looping carousel: its arrows bring each project into view, and back @phone", async ({
    page,
  }) => {
    await page.goto(route);
    const gallery = page.locator("#work");
    const names = gallery.locator("[data-slot=entry] h3");
    const inView = async () => {
      const strip = await gallery.locator("[data-slot=entries]").boundingBox();
      // In the order the visitor reads them: a looping slider moves the last slides before the first.
      const shown: { x: number; name: string }[] = [];
      for (const name of await names.all()) {
        const box = await name.boundingBox();
        if (strip && box && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1) {
          shown.push({ x: box.x, name: await name.innerText() });
        }
      }
      return shown.sort((a, b) => a.x - b.x).map((entry) => entry.name);
    };
    const perView = (page.viewportSize()?.width ?? 0) >= 1024 ? 3 : (page.viewportSize()?.width ?? 0) >= 768 ? 2 : 1;
    const first = await inView();
    expect(first).toHaveLength(perView);
    expect(first[0]).toBe("Aurora Photography social media kit");
    // The first click starts the carousel and is still a step.
    await gallery.getByRole("button", { name: "Next projects" }).click();
    await expect.poll(async () => (await inView())[0]).toBe("Beacon Credit Union travel app");
    await gallery.getByRole("button", { name: "Previous projects" }).click();
    await expect.poll(async () => (await inView())[0]).toBe("Aurora Photography social media kit");
    // It loops: one step back from the first shows the last project first.
    await gallery.getByRole("button", { name: "Previous projects" }).click();
    const last = await names.last().innerText();
    await expect.poll(async () => (await inView())[0]).toBe(last);
  });

  test("a gallery picture's mark shows on hover or focus, leaving the art whole at rest @phone", async ({ page }) => {
    await page.goto(route);
    const entry = page.locator("#work [data-slot=entry]").first();
    const mark = entry.locator("[data-slot=picture-mark]");
    const canHover = await page.evaluate(() => matchMedia("(hover: hover)").matches);
    if (!canHover) {
      // A touch screen has no hover: the mark stays, to say the picture opens.
      await expect(mark).toHaveCSS("opacity", "1");
      return;
    }
    await expect(mark).toHaveCSS("opacity", "0");
    await entry.locator("[data-slot=picture]").hover();
    await expect(mark).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(mark).toHaveCSS("opacity", "0");
    await entry.locator("[data-slot=picture]").focus();
    await expect(mark).toHaveCSS("opacity", "1");
  });

  test("has a feedback slider, a partner logo slider, two blog teasers and a support contact link", async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.locator("[data-block=testimonial-slider]")).toBeAttached();
    await expect(page.locator("[data-block=logo-slider]")).toBeAttached();
    await expect(page.locator("[data-block=blog-teasers] h3")).toHaveCount(2);
    await expect(page.locator("footer").getByRole("link", { name: "support@northform.example" })).toHaveAttribute(
      "href",
      "mailto:support@northform.example",
    );
  });
});
