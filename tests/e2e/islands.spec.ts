import type { Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForApp, waitForIslands, stubMapService } from "./fixtures";
import { pagesDrawingEverything, sitePaths } from "./site-paths";
import { sampleRecordPages } from "../../scripts/record-page-sample";

// Per-record pages are sampled: the first, a middle and the last of each [id] template.
const routes = sampleRecordPages(await sitePaths());

/** The scripts a page requests, by file name without its hash: "shell", "islands", "block-auth-form". */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("islands", () => {
  test("a page of static blocks loads no framework code: the shell script alone", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    await expect(page.locator("bp-island")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
  });

  test("an island's code loads when its start comes, not with the page", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/login");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    // The login form starts on first use: until then React and the form's code stay on the server.
    expect(scripts.some((script) => /islands-|block-auth-form-/.test(script))).toBe(false);
    const island = page.locator('bp-island[data-type="auth-form"]');
    await island.getByRole("button", { name: "Show password", exact: true }).hover();
    await expect(island).toHaveAttribute("data-state", "live");
    expect(scripts.some((script) => script.includes("/assets/islands-"))).toBe(true);
    expect(scripts.some((script) => script.includes("/assets/block-auth-form-"))).toBe(true);
  });

  test("the first click on an island that is not live yet is not lost", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const password = page.locator('[data-block="auth-form"] form').getByLabel("Password", { exact: true });
    // A click straight away, with no hover first: the island starts and the click is replayed.
    await page.getByRole("button", { name: "Show password", exact: true }).dispatchEvent("click");
    await expect(password).toHaveAttribute("type", "text");
  });

  test("a first click whose target the island's start replaces reaches what stands in its place", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const password = page.locator('[data-block="auth-form"] form').getByLabel("Password", { exact: true });
    // The click is held while the island starts; meanwhile its button is replaced by a copy of itself.
    await page.getByRole("button", { name: "Show password", exact: true }).evaluate((button) => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      button.replaceWith(button.cloneNode(true));
    });
    await expect(password).toHaveAttribute("type", "text");
  });

  test("a click with a modifier is left to the browser, not held for an island that is starting", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const reached = await page.getByRole("link", { name: "Sign up" }).evaluate((link) => {
      const seen: string[] = [];
      // What reaches the document is the browser's to do; it is cancelled here only to stay on the page.
      document.addEventListener("click", (event) => {
        seen.push(event.ctrlKey ? "ctrl" : "plain");
        event.preventDefault();
      });
      for (const ctrlKey of [true, false])
        link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey }));
      return seen;
    });
    // A plain click waits for the island and comes again once it is live; the ctrl-click went through at once.
    expect(reached).toEqual(["ctrl"]);
    await expect(page.locator('bp-island[data-type="auth-form"]')).toHaveAttribute("data-state", "live");
  });

  test("islands hydrate without a warning: the HTML they start from is the HTML they draw", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await scrollThrough(page);
    // Islands that start on first use start when the pointer reaches them.
    for (const block of await page.locator("bp-island > :not(link, script)").all()) await block.hover();
    await waitForIslands(page);
    await expect(page.locator("bp-island:not([data-state=live])")).toHaveCount(0);
  });

  test("focus and clicks inside a part an island keeps reach the page's own listeners", async ({ page }) => {
    await page.goto("/portfolio/1");
    await waitForApp(page);
    const island = page.locator('bp-island[data-type="portfolio-detail"]');
    await island.getByRole("button", { name: "Next picture" }).hover();
    await expect(island).toHaveAttribute("data-state", "live");
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      for (const type of ["focusin", "click"])
        document.addEventListener(type, (event) => heard.push(`${type} ${(event.target as Element).tagName}`));
    });
    // The entry's text and its About sidebar are kept as the prerender wrote them.
    const about = island.locator("[data-slot=about]");
    await about.getByRole("link", { name: "Facebook" }).focus();
    await about.getByRole("heading", { name: "About" }).click();
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard).toEqual(["focusin A", "click H2"]);
  });

  test("an icon an island shows only after a click is drawn from a symbol the island adds", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    // The prerender drew the closed eye alone: its sprite has no symbol for the open one.
    await expect(page.locator("#_eye-off")).toHaveCount(0);
    await page.getByRole("button", { name: "Show password", exact: true }).click();
    const icon = page.locator('[data-block="auth-form"] svg:has(use[href="#_eye-off"])');
    await expect(icon).toBeVisible();
    await expect(page.locator("symbol#_eye-off path")).toHaveAttribute("d", /^M.*M/);
    const drawn = await icon.locator("use").evaluate((use) => use.getBoundingClientRect().width);
    expect(drawn).toBeGreaterThan(0);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pagesDrawingEverything(routes)) {
    test(`${route}: every block's content is visible`, async ({ page }) => {
      await stubMapService(page);
      await page.goto(route);
      // A modal block (a closed dialog) holds a form behind its button, not something to read.
      // Read in one pass (the block catalog alone has a hundred blocks), again until every block shows:
      // a block of images has its height once they have loaded.
      const blocks = () =>
        page.locator("[data-block]:not(dialog, dialog *)").evaluateAll((elements) =>
          elements.map((element) => {
            const { visibility, opacity } = getComputedStyle(element);
            const { width, height } = element.getBoundingClientRect();
            const shown = visibility === "visible" && opacity === "1" && width > 0 && height > 0;
            return { block: element.getAttribute("data-block"), shown };
          }),
        );
      expect((await blocks()).length).toBeGreaterThan(1);
      await expect.poll(async () => (await blocks()).filter(({ shown }) => !shown)).toEqual([]);
      // The first: the block catalog shows a page heading per hero and banner example.
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
    });
  }
});
