import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

const entries = (page: Page) => page.locator('[data-block="portfolio-grid"] [data-slot="entry"]');
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter projects" }).getByRole("button", { name, exact: true });

/** Which entries show: their names, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return entries(page).filter({ visible: true }).locator("h3").allTextContents();
}

/**
 * The drawings among `pictures` whose frame is another shape than the drawing, each with how it is
 * fitted and whether its background runs on past its edges, to fill what the frame adds.
 */
async function reshapedDrawings(page: Page, pictures: string) {
  const drawings = await page.locator(pictures).evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.currentSrc.endsWith(".svg") && image.naturalWidth > 0)
      .map((image) => ({
        src: image.currentSrc,
        fit: getComputedStyle(image).objectFit,
        reshaped: Math.abs(image.naturalWidth / image.naturalHeight - image.width / image.height) > 0.02,
      }))
      .filter(({ reshaped }) => reshaped),
  );
  return Promise.all(
    drawings.map(async ({ src, fit }) => {
      const text = await (await page.request.get(src)).text();
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(text) ?? [];
      return { src, fit, bleeds: text.includes(`<rect x="-${width}" y="-${height}"`) };
    }),
  );
}

/** Where each entry's picture and caption are on the page, in order. */
async function entryBoxes(page: Page) {
  return entries(page).evaluateAll((items) =>
    items.map((item) => {
      const box = (slot: string) => {
        const { left, right, top, bottom, width } = item
          .querySelector(`[data-slot="${slot}"]`)!
          .getBoundingClientRect();
        return { left, right, top, bottom, width };
      };
      return { picture: box("picture"), caption: box("caption") };
    }),
  );
}

test.describe("portfolio lists", () => {
  test("V1 shows items 0 to 7 (ids 1 to 8); a filter shows the entries whose category holds its word @phone", async ({
    page,
  }) => {
    await page.goto("/portfolio/portfolio-v1");
    await waitForApp(page);
    await expect(entries(page)).toHaveCount(8);
    await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "true");
    const all = await shownNames(page);
    expect(all).toHaveLength(8);

    const categories = await entries(page).evaluateAll((items) => items.map((item) => item.dataset.category ?? ""));
    for (const [label, word] of [
      ["Marketing", "marketing"],
      ["Application", "application"],
      ["Design", "design"],
      ["Development", "dev"],
    ] as const) {
      await filter(page, label).click();
      await expect(filter(page, label)).toHaveAttribute("aria-pressed", "true");
      await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "false");
      const expected = all.filter((_, index) => (categories[index] ?? "").split(" ").includes(word));
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => shownNames(page)).toEqual(expected);
    }
    await filter(page, "All").click();
    await expect.poll(() => shownNames(page)).toEqual(all);
  });

  test("a last row of fewer pictures than the columns is centred, leaving no gap at one side", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/portfolio/portfolio-v1");
    const list = await page.locator("[data-slot=entries]").boundingBox();
    const boxes = await entries(page).evaluateAll((items) =>
      items.map((item) => {
        const { left, right, top } = item.getBoundingClientRect();
        return { left, right, top };
      }),
    );
    if (!list) throw new Error("the list has no box");
    const lastTop = Math.max(...boxes.map((box) => box.top));
    const lastRow = boxes.filter((box) => box.top === lastTop);
    // Eight entries in three columns: two on the last row, as far from either side.
    expect(lastRow.length).toBe(2);
    const leftGap = Math.min(...lastRow.map((box) => box.left)) - list.x;
    const rightGap = list.x + list.width - Math.max(...lastRow.map((box) => box.right));
    expect(Math.abs(leftGap - rightGap)).toBeLessThan(2);
  });

  test("a list page's first load fetches no lightbox or slider code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await page.goto("/portfolio/portfolio-v3");
    await waitForApp(page);
    expect(scripts.filter((url) => /glightbox|keen/i.test(url))).toEqual([]);
  });

  test("a click on a picture opens it larger in the lightbox, which closes again", async ({ page }) => {
    await page.goto("/portfolio/portfolio-v2");
    await waitForApp(page);
    const first = entries(page).first();
    const name = (await first.locator("h3").textContent()) ?? "";
    await first.getByRole("link", { name: `View ${name} larger` }).click();
    const box = page.locator(".glightbox-container");
    await expect(box).toBeVisible();
    await expect(box.locator(".gslide.current img")).toHaveAttribute("src", "/art/portfolio/9.svg");
    // The controls wear the site's look: round and white, in the theme's accent when pointed at.
    const next = box.locator(".gnext");
    await expect(next).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(next).toHaveCSS("border-radius", "9999px");
    await next.hover();
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent"));
    await expect(next).toHaveCSS("background-color", hexToRgb(accent.trim()));
    await page.keyboard.press("ArrowRight");
    await expect(box.locator(".gslide.current img")).toHaveAttribute("src", "/art/portfolio/10.svg");
    await page.keyboard.press("Escape");
    await expect(page.locator(".glightbox-container")).toHaveCount(0);
    expect(page.url()).toMatch(/portfolio-v2$/);
  });

  test("a picture that cannot be loaded says so in the lightbox, on the first open as after Next @phone", async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource/);
    // Picture 1 fails everywhere, so the lightbox cannot take it from the cache of the grid.
    await page.route("**/art/portfolio/1.svg", (route) => route.abort());
    await page.goto("/portfolio/portfolio-v1");
    await waitForApp(page);
    await entries(page).first().locator('[data-slot="picture"]').click();
    // The slide shown is the one glightbox marks current; every other slide is there, see-through.
    const shown = page.locator(".glightbox-container .gslide.current");
    await expect(shown.getByRole("alert")).toHaveText("The image cannot be loaded");
    await expect(shown).toHaveCSS("opacity", "1");
    await expect(page.locator(".glightbox-container .gloader")).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(shown.locator("img")).toHaveAttribute("src", "/art/portfolio/2.svg");
    await page.keyboard.press("ArrowLeft");
    await expect(shown.getByRole("alert")).toHaveText("The image cannot be loaded");
  });

  test("V2 shows an entry's tag and name over its picture on hover or focus, and always on touch screens @phone", async ({
    page,
  }, info) => {
    await page.goto("/portfolio/portfolio-v2");
    await expect(entries(page)).toHaveCount(9);
    const first = entries(page).first();
    const caption = first.locator('[data-slot="caption"]');
    const [box] = await entryBoxes(page);
    if (!box) throw new Error("no entry");
    // The caption lies inside the picture, over its lower part.
    expect(box.caption.left).toBeGreaterThan(box.picture.left);
    expect(box.caption.right).toBeLessThan(box.picture.right);
    expect(box.caption.bottom).toBeLessThan(box.picture.bottom);
    expect(box.caption.top).toBeGreaterThan(box.picture.top);
    if (info.project.name === "phone") {
      await expect(caption).toHaveCSS("opacity", "1");
      return;
    }
    await expect(caption).toHaveCSS("opacity", "0");
    await first.locator('[data-slot="picture"]').hover();
    await expect(caption).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS("opacity", "0");
    await first.getByRole("link", { name: /larger$/ }).focus();
    await expect(caption).toHaveCSS("opacity", "1");
  });

  test("V3 lists one entry per row, its facts and link beside the picture (under it on phones) @phone", async ({
    page,
  }, info) => {
    await page.goto("/portfolio/portfolio-v3");
    await waitForApp(page);
    await expect(entries(page)).toHaveCount(8);
    const boxes = await entryBoxes(page);
    for (const [index, box] of boxes.entries()) {
      const next = boxes[index + 1];
      if (next) expect(next.picture.top).toBeGreaterThan(Math.max(box.picture.bottom, box.caption.bottom));
      if (info.project.name === "phone") expect(box.caption.top).toBeGreaterThanOrEqual(box.picture.bottom);
      else expect(box.caption.left).toBeGreaterThan(box.picture.right);
    }
    const first = entries(page).first();
    await expect(first.locator('[data-slot="facts"]')).toContainText("Client Name");
    await expect(first.locator('[data-slot="facts"]')).toContainText("19 July, 2023");
    await expect(first.getByRole("link", { name: "Read more" })).toHaveAttribute("href", "/portfolio/18");
    // The filters still hide the entries of other kinds in the list.
    await filter(page, "Application").click();
    await expect(filter(page, "Application")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await shownNames(page)).length).toBeLessThan(8);
    expect((await shownNames(page)).length).toBeGreaterThan(0);
  });

  test("V4 sets its pictures edge to edge, three to a row with no gap or rounded corner, each name under its picture", async ({
    page,
  }) => {
    await page.goto("/portfolio/portfolio-v4");
    await expect(entries(page)).toHaveCount(9);
    const boxes = await entryBoxes(page);
    const [first, second, third, fourth] = boxes;
    if (!first || !second || !third || !fourth) throw new Error("fewer than four entries");
    expect(Math.abs(second.picture.left - first.picture.right)).toBeLessThan(1);
    expect(Math.abs(third.picture.left - second.picture.right)).toBeLessThan(1);
    expect(Math.abs(fourth.picture.top - first.caption.bottom)).toBeLessThan(1);
    for (const box of boxes) expect(box.caption.top).toBeGreaterThanOrEqual(box.picture.bottom - 1);
    await expect(entries(page).first().locator('[data-slot="picture"]')).toHaveCSS("border-radius", "0px");
  });

  test("V5 shows its entries in two large columns, one on phones @phone", async ({ page }, info) => {
    await page.goto("/portfolio/portfolio-v5");
    await expect(entries(page)).toHaveCount(6);
    const list = await page.locator('[data-block="portfolio-grid"] [data-slot="entries"]').boundingBox();
    const [first, second] = await entryBoxes(page);
    if (!list || !first || !second) throw new Error("no list");
    if (info.project.name === "phone") {
      expect(second.picture.top).toBeGreaterThan(first.caption.bottom);
      return;
    }
    expect(second.picture.top).toBe(first.picture.top);
    // Each picture takes nearly half the list: two columns, no third.
    expect(first.picture.width).toBeGreaterThan(list.width * 0.45);
    expect(second.picture.width).toBeCloseTo(first.picture.width, 0);
  });

  test("V6 features its first entry across the row, its name and facts beside it, then four to a row", async ({
    page,
  }) => {
    await page.goto("/portfolio/portfolio-v6");
    await expect(entries(page)).toHaveCount(5);
    const list = await page.locator('[data-block="portfolio-grid"] [data-slot="entries"]').boundingBox();
    const [featured, ...rest] = await entryBoxes(page);
    if (!list || !featured) throw new Error("no list");
    expect(featured.caption.left).toBeGreaterThan(featured.picture.right);
    expect(Math.round(featured.caption.right)).toBe(Math.round(list.x + list.width));
    await expect(entries(page).first().locator('[data-slot="facts"]')).toBeVisible();
    expect(rest).toHaveLength(4);
    for (const box of rest) {
      expect(box.picture.top).toBe(rest[0]?.picture.top);
      expect(box.picture.top).toBeGreaterThan(Math.max(featured.picture.bottom, featured.caption.bottom));
    }
  });

  test("V7 shows entries 45 to 50 in two columns, one on phones, and ends with the project banner @phone", async ({
    page,
  }, info) => {
    await page.goto("/portfolio/portfolio-v7");
    await expect(entries(page)).toHaveCount(6);
    await expect(entries(page).first().getByRole("link", { name: /.+/ })).toHaveAttribute("href", "/portfolio/46");
    await expect(entries(page).last().getByRole("link", { name: /.+/ })).toHaveAttribute("href", "/portfolio/51");
    const columns = await page
      .locator('[data-block="portfolio-grid"] [data-slot="entries"]')
      .evaluate((list) => getComputedStyle(list).columnCount);
    expect(columns).toBe(info.project.name === "phone" ? "1" : "2");
    await expect(page.getByRole("heading", { name: "Have Any Project?" })).toBeVisible();
    await expect(page.getByText("Don't hesitate to send us message.")).toBeVisible();
    await page.getByRole("link", { name: "Get Started Today!" }).click();
    await expect(page).toHaveURL(/\/contact/);
  });

  test("V7's taller tiles show their drawings whole, never cut at the sides", async ({ page }) => {
    await page.goto("/portfolio/portfolio-v7");
    const pictures = '[data-block="portfolio-grid"] [data-slot="picture"] img';
    await expect
      .poll(() =>
        page.locator(pictures).evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    const drawings = await reshapedDrawings(page, pictures);
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) expect(drawing).toEqual({ src: drawing.src, fit: "fill", bleeds: true });
  });
});

test.describe("a portfolio entry", () => {
  /** Where a slide sits against the carousel's left edge, in pixels. */
  const offset = (page: Page, n: number) =>
    page.locator('[data-slot="carousel"]').evaluate((carousel, n) => {
      const slide = carousel.querySelectorAll('[data-slot="slide"]')[n - 1];
      return Math.round((slide?.getBoundingClientRect().left ?? NaN) - carousel.getBoundingClientRect().left);
    }, n);

  test("the carousel loops through three copies of the picture with its named arrows @phone", async ({ page }) => {
    await page.goto("/portfolio/30");
    await waitForApp(page);
    const carousel = page.getByRole("region", { name: "Project pictures" });
    await expect(carousel.locator('[data-slot="slide"]')).toHaveCount(3);
    const next = carousel.getByRole("button", { name: "Next picture" });
    const previous = carousel.getByRole("button", { name: "Previous picture" });
    // A double click is two presses: both count, whether held while the island starts or made within a move.
    await next.dblclick();
    await expect.poll(() => offset(page, 3)).toBe(0);
    await previous.dblclick();
    await expect.poll(() => offset(page, 1)).toBe(0);
    // Looping: before the first comes the third.
    await previous.click();
    await expect.poll(() => offset(page, 3)).toBe(0);
  });

  test("the carousel shows the drawing whole in its wide frame, never cut at the top and bottom", async ({ page }) => {
    await page.goto("/portfolio/60");
    const pictures = '[data-slot="carousel"] img';
    await expect(page.locator(pictures).first()).toHaveJSProperty("complete", true);
    const drawings = await reshapedDrawings(page, pictures);
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) expect(drawing).toEqual({ src: drawing.src, fit: "fill", bleeds: true });
  });

  test("shows project facts only when the entry has them", async ({ page }) => {
    await page.goto("/portfolio/1");
    await expect(page.locator('[data-slot="facts"]')).toContainText("Client Name");
    await page.goto("/portfolio/4");
    await expect(page.locator('[data-slot="about"]')).toBeVisible();
    await expect(page.locator('[data-slot="facts"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="social"] a')).toHaveCount(3);
  });

  test("a gallery picture opens larger in the lightbox", async ({ page }) => {
    await page.goto("/portfolio/30");
    await waitForApp(page);
    await page.getByRole("link", { name: "View larger: A brand board with a new logo" }).click();
    await expect(page.locator(".glightbox-container .gslide.current img")).toHaveAttribute(
      "src",
      "/art/portfolio/23.svg",
    );
    await page.keyboard.press("Escape");
    await expect(page.locator(".glightbox-container")).toHaveCount(0);
  });

  test("Next leads to the next entry; Prev to the one before; a masonry card leads to its entry", async ({ page }) => {
    await page.goto("/portfolio/portfolio-v7");
    await page.locator('h3 a[href="/portfolio/46"]').click();
    await expect(page).toHaveURL(/\/portfolio\/46$/);
    const nav = page.getByRole("navigation", { name: "More projects" });
    await expect(nav.getByRole("link", { name: /Prev Project/ })).toHaveAttribute("href", "/portfolio/45");
    await nav.getByRole("link", { name: /Next Project/ }).click();
    await expect(page).toHaveURL(/\/portfolio\/47$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/.+/);
  });
});

test.describe("unknown records", () => {
  for (const path of ["/portfolio/abc", "/portfolio/61", "/blog/999"]) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opps! you’r on the wrong place.");
    });
  }
});

/** A #rrggbb colour as the browser reports a computed colour: rgb(r, g, b). */
function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
