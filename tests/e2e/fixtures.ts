import { test as base, expect, type Frame, type Page } from "@playwright/test";

/** Console errors and uncaught exceptions a page produced; every test fails when there are any. */
interface ConsoleWatch {
  errors: string[];
  /** Lets a test expect an error it causes on purpose (a route that fails on purpose, say). */
  allow: (pattern: RegExp) => void;
}

/** The maps service that contact v4 frames: tests answer for it, so no test touches the network. */
export const mapHost = "https://www.google.com/maps";

/**
 * Answers for the maps service on this page. While requests are intercepted, Chromium skips every
 * cross-document view transition, so a test of how pages cross-fade must not call this.
 */
export async function stubMapService(page: Page): Promise<void> {
  await page.route(`${mapHost}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [/status of 404 \(Not Found\)/];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use({ errors, allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's shell script has run: the header, back-to-top and reveal behaviours are on,
 * and islands are scheduled (a click on an island before it is live is held and replayed).
 */
export async function waitForApp(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === "ready");
}

/**
 * Waits until a page reached by following a link has settled: its shell has run and the view
 * transition into it is over. A test that ended while the transition ran closed the page under it,
 * and Chromium reported the transition's abort as an uncaught error of the page.
 */
export async function waitForArrival(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => document.activeViewTransition === null);
}

/** Waits until every island of the page (or of a page in a frame) whose start has come is live. */
export async function waitForIslands(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("bp-island[data-state]")].every(
      (island) => island.dataset.state === "live",
    ),
  );
}

/** Scrolls down the whole page (or a page in a frame) a screen at a time, as a reader would, so every island comes into view. */
export async function scrollThrough(page: Page | Frame): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
}

/** The header's side panel: the popover that holds the site's menu (the nav named Main) below lg. */
export function headerSidePanel(page: Page) {
  return page.locator("header [popover]", { has: page.getByRole("navigation", { name: "Main" }) });
}
