import type { Browser, Page } from "playwright-core";

/** How long the bench waits for the list before it calls the run failed. */
const patienceMs = 60_000;

/**
 * Milliseconds from the start of the page's navigation to the first animation frame in which the
 * studio's page list holds `rows` rows, read from the page's own clock: a frame the browser is about
 * to paint, not when the bench heard of it.
 */
async function allRowsShownMs(page: Page, rows: number): Promise<number> {
  try {
    const shown = await page.waitForFunction(
      (count) => document.querySelectorAll(".page-list tbody tr").length >= count && performance.now(),
      rows,
      { polling: "raf", timeout: patienceMs },
    );
    return Number(await shown.jsonValue());
  } catch (error) {
    const showing = await page
      .evaluate(() => ({
        rows: document.querySelectorAll(".page-list tbody tr").length,
        status: document.querySelector("[role=status]")?.textContent ?? "",
      }))
      .catch(() => undefined);
    const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`${why}; the page showed ${showing?.rows ?? "no"} rows of ${rows}, "${showing?.status ?? ""}"`, {
      cause: error,
    });
  }
}

export interface PageListTimes {
  /** A browser with nothing cached, on a studio that has served nothing yet. */
  firstLoadMs: number;
  /** The same tab reloaded: the studio's modules cached by the browser and transformed by the server. */
  reloadMs: number;
}

/**
 * Opens the studio at `address` in a fresh desktop-sized context of `browser`, then reloads it, and
 * times each until its page list shows all `rows` pages.
 */
export async function timePageList(browser: Browser, address: string, rows: number): Promise<PageListTimes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(address, { waitUntil: "commit" });
    const firstLoadMs = await allRowsShownMs(page, rows);
    await page.reload({ waitUntil: "commit" });
    const reloadMs = await allRowsShownMs(page, rows);
    return { firstLoadMs, reloadMs };
  } finally {
    await context.close();
  }
}
