import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, test, waitForApp } from "./fixtures";

const route = "/home/seo-agency";

/** Blog posts as content/blog.yaml holds them. */
const blog = parse(readFileSync(path.resolve(import.meta.dirname, "../../content/blog.yaml"), "utf8")) as Array<{
  id: number;
  title: string;
}>;

/** The testimonials of the page's slider, in the order the page lists them (ids 1, 3, 6, 2, 11, 8, 10). */
const sliderNames = [
  "Hannah Whitfield",
  "Sofia Marchetti",
  "Tom Achterberg",
  "Marcus Oyelaran",
  "Grace Okafor",
  "James Holloway",
  "Erik Lindqvist",
];

/** Name on the testimonial card at the slider's left edge: the first one a visitor sees. */
function firstVisibleTestimonial(page: Page) {
  return page.locator('[data-block="testimonial-slider"] [data-slot="slides"]').evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    const slides = [...track.querySelectorAll('[data-slot="slide"]')];
    const first = slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
    return first?.querySelector("figcaption > span > :first-child")?.textContent ?? null;
  });
}

test.describe("the SEO agency home", () => {
  test('is titled "Seo Agency"', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Seo Agency");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the old path /home/seo leads here", async ({ page }) => {
    await page.goto("/home/seo");
    await expect(page).toHaveURL(route);
  });

  test("the header's Login and Contact us links go to /login and /contact/contact-v2", async ({ page }) => {
    await page.goto(route);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/contact-v2");
    await waitForApp(page);
    await header.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("the hero takes a domain, URL or keyword, and Start Now stays on the page @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const field = page.getByRole("textbox", { name: "Domain, URL or keyword" });
    await field.fill("brightline.example");
    await page.getByRole("button", { name: "Start Now" }).click();
    await expect(page).toHaveURL(route);
    await expect(field).toHaveValue("brightline.example");
  });

  test("shows the SEO service cards", async ({ page }) => {
    await page.goto(route);
    const services = page.locator('[data-block="card-grid"]').getByRole("heading", { level: 3 });
    await expect(services).toHaveText([
      "Keyword research",
      "Technical SEO audit",
      "Content marketing",
      "Link building",
      "Local SEO",
      "Analytics and reporting",
    ]);
  });

  test("pricing shows $17, $25 and $35 monthly and $123, $199 and $239 yearly, each with a 30 day free trial @phone", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const pricing = page.locator('[data-block="pricing-plans"]');
    const visiblePrices = () => pricing.locator('[data-slot="price"] > p:visible > span:first-child').allTextContents();
    await expect(pricing.locator('[data-slot="plan"] h3')).toHaveText(["Silver", "Gold", "Business"]);
    await expect(pricing.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    expect(await visiblePrices()).toEqual(["$17", "$25", "$35"]);
    const trials = pricing.locator('[data-slot="plan"] [data-slot="trial"]');
    await expect(trials).toHaveText(["30 day free trial", "30 day free trial", "30 day free trial"]);
    for (const trial of await trials.all()) await expect(trial).toBeVisible();

    await pricing.getByRole("tab", { name: "Yearly" }).click();
    await expect.poll(visiblePrices).toEqual(["$123", "$199", "$239"]);
    await pricing.getByRole("tab", { name: "Monthly" }).click();
    await expect.poll(visiblePrices).toEqual(["$17", "$25", "$35"]);
  });

  test("the feedback slider's arrows change the testimonial in view, and it loops @phone", async ({ page }) => {
    // No autoplay under reduced motion, so only the arrows move the slider.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    expect(await firstVisibleTestimonial(page)).toBe(sliderNames[0]);
    await waitForApp(page);

    const next = slider.getByRole("button", { name: "Next testimonial" });
    const previous = slider.getByRole("button", { name: "Previous testimonial" });
    await next.click();
    await expect.poll(() => firstVisibleTestimonial(page)).toBe(sliderNames[1]);
    await previous.click();
    await expect.poll(() => firstVisibleTestimonial(page)).toBe(sliderNames[0]);
    await previous.click();
    await expect.poll(() => firstVisibleTestimonial(page)).toBe(sliderNames.at(-1));
    await next.click();
    await expect.poll(() => firstVisibleTestimonial(page)).toBe(sliderNames[0]);
  });

  test("the slides sit before the script runs where the slider keeps them @phone", async ({ browser, page }) => {
    const slideBoxes = (target: Page) =>
      target.locator('[data-block="testimonial-slider"] [data-slot="slide"]').evaluateAll((slides) =>
        slides.slice(0, 3).map((slide) => {
          const box = slide.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.width), Math.round(box.height)];
        }),
      );
    const viewport = page.viewportSize() ?? { width: 1280, height: 860 };
    const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await withoutScript.newPage();
    await staticPage.goto(route);
    const before = await slideBoxes(staticPage);
    await withoutScript.close();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    expect(await slideBoxes(page)).toEqual(before);
    expect(before[1]?.[0]).toBe((before[0]?.[0] ?? 0) + (before[0]?.[1] ?? 0));
  });

  test("the slider moves by itself, and waits while the pointer is over it", async ({ page }) => {
    test.slow();
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // The slider counts its six seconds from when its island starts, which a busy machine delays.
    await expect(page.locator('bp-island[data-type="testimonial-slider"]')).toHaveAttribute("data-state", "live");
    await expect.poll(() => firstVisibleTestimonial(page), { timeout: 12_000 }).toBe(sliderNames[1]);
    await slider.locator('[data-slot="slides"]').hover();
    await page.waitForTimeout(7000);
    expect(await firstVisibleTestimonial(page)).toBe(sliderNames[1]);
  });

  test("shows three blog teasers linking to /blog/33, /blog/34 and /blog/35 under their titles", async ({ page }) => {
    await page.goto(route);
    const posts = page.locator('[data-block="blog-teasers"] [data-slot="post"]');
    await expect(posts).toHaveCount(3);
    for (const [index, id] of [33, 34, 35].entries()) {
      const title = blog.find((post) => post.id === id)?.title ?? "";
      const post = posts.nth(index);
      await expect(post.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(post.getByRole("link", { name: title })).toHaveAttribute("href", `/blog/${id}`);
      await expect(post.getByRole("link", { name: "Read more" })).toHaveAttribute("href", `/blog/${id}`);
    }
  });

  test("the subscribe form needs an email and stays on the page @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const banner = page.locator('[data-block="banner"]');
    const email = banner.getByRole("textbox", { name: "Email address" });
    const subscribe = banner.getByRole("button", { name: "Subscribe" });
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-email");
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await email.fill("reader@brightline.example");
    await subscribe.click();
    await expect(page).toHaveURL(route);
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
