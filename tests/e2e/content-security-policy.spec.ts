import type { Page } from "@playwright/test";
import { iconSpriteId } from "../../src/ui/icon-sprite";
import { expect, scrollThrough, stubMapService, test, waitForApp, waitForIslands } from "./fixtures";

/**
 * Every built page carries its Content Security Policy in a meta tag, and the browser enforces it: the
 * pages that use the most (islands, a map's frame, the lightbox, a video window) run and draw
 * everything they show without a single violation, and anything the policy does not name is refused.
 */

declare global {
  interface Window {
    violations?: string[];
  }
}

/** Records every violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.violations?.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.violations ?? []);

/** The policy the page's meta tag carries. */
const policyOf = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content", { timeout: 1000 });

test.describe("the Content Security Policy of the built pages", () => {
  test("the home page, with its islands and video window, runs with no violation", async ({ page }) => {
    await watchViolations(page);
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
    );
    await page.goto("/");
    await waitForApp(page);
    expect(await policyOf(page)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self'/);
    await scrollThrough(page);
    await waitForIslands(page);
    await page.getByRole("button", { name: "Ver video" }).click();
    await expect(page.locator("[data-slot=video-frame] iframe")).toBeVisible();
    // The frame loaded: a refused frame would have reported a violation and stayed empty.
    await expect(page.frameLocator("[data-slot=video-frame] iframe").getByText("Player")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the contact page frames its map with no violation", async ({ page }) => {
    await watchViolations(page);
    await stubMapService(page);
    await page.goto("/contact/contact-v4");
    await waitForApp(page);
    expect(await policyOf(page)).toContain("frame-src https://www.google.com");
    const map = page.locator("[data-block=map-embed] iframe");
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator("[data-block=map-embed] iframe").getByText("Map")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the portfolio's lightbox opens, moves and closes with no violation", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/portfolio/portfolio-v2");
    await waitForApp(page);
    const first = page.locator("[data-block=portfolio-grid] li").first();
    const name = (await first.locator("h3").textContent()) ?? "";
    await first.getByRole("link", { name: `View ${name} larger` }).click();
    const box = page.locator(".glightbox-container");
    await expect(box.locator(".gslide.current img")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(box.locator(".gslide.current img")).toHaveAttribute("src", "/art/portfolio/10.svg");
    await page.keyboard.press("Escape");
    await expect(box).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test("the about page draws its photo's colour and its icons by the hashes of their styles", async ({ page }) => {
    await watchViolations(page);
    await page.goto("/pages-menu/about-us-v1");
    await waitForApp(page);
    expect(await policyOf(page)).toContain("'unsafe-hashes' 'sha256-");
    // The sprite's display:none is an inline style: refused, its symbols would show as a drawing.
    await expect(page.locator(`#${iconSpriteId}`)).toBeHidden();
    const photo = page.locator("picture img").first();
    await photo.scrollIntoViewIfNeeded();
    expect(await photo.evaluate((image) => getComputedStyle(image).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await scrollThrough(page);
    expect(await violations(page)).toEqual([]);
  });

  test("a script or a style the policy does not name is refused", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Content Security Policy/);
    await watchViolations(page);
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'yes'";
      document.body.append(script);
      const foreign = document.createElement("script");
      foreign.src = "https://scripts.example/tracker.js";
      document.body.append(foreign);
      document.body.setAttribute("style", "outline: 9px solid red");
    });
    await expect.poll(() => violations(page)).toHaveLength(3);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe("9px");
  });
});
