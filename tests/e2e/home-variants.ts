import { expect, type Locator, type Page } from "@playwright/test";

/** Records every figure a block of counters shows from now on, each change as the page commits it. */
async function recordFigures(block: Locator): Promise<void> {
  await block.evaluate((element) => {
    const read = () =>
      [...element.querySelectorAll('[data-slot="count"]')].map((count) => count.textContent?.trim() ?? "");
    const readings = [read()];
    new MutationObserver(() => readings.push(read())).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(element, { countReadings: readings });
  });
}

/** The figures recorded so far (recordFigures). */
function recordedFigures(block: Locator): Promise<string[][]> {
  return block.evaluate((element) => ("countReadings" in element ? (element.countReadings as string[][]) : []));
}

/**
 * Scrolls a block of counters into view and records every figure it shows until `ms` have passed:
 * each change of the figures, as the page commits it, so a busy machine misses no step.
 */
export async function countReadings(block: Locator, ms = 3000): Promise<string[][]> {
  await recordFigures(block);
  await block.scrollIntoViewIfNeeded();
  await block.page().waitForTimeout(ms);
  return recordedFigures(block);
}

/**
 * Records, from before the page's first script runs, every figure its counters show, so that a count
 * that starts early is seen too; then `expectCountUp` scrolls them into view and waits until they
 * have counted up from near zero, never going down, to `finals`, however long the island takes to
 * start on a busy machine. Call before the page is opened.
 */
export async function recordCounts(page: Page) {
  await page.addInitScript(() => {
    const readings: string[][] = [];
    const read = () =>
      [...document.querySelectorAll('[data-block="counters"] [data-slot="count"]')].map(
        (count) => count.textContent?.trim() ?? "",
      );
    new MutationObserver(() => readings.push(read())).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { countReadings: readings });
  });
  const recorded = () => page.evaluate(() => ("countReadings" in window ? (window.countReadings as string[][]) : []));
  return {
    async expectCountUp(block: Locator, finals: string[]): Promise<void> {
      await block.scrollIntoViewIfNeeded();
      await expect
        .poll(
          async () => {
            const readings = (await recorded()).filter((reading) => reading.length > 0);
            return countedUp(readings) && readings.at(-1)?.join(" ") === finals.join(" ");
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    },
  };
}

/** The author's name, or the logo's alternative text, of the slide at the slider's left edge. */
export function firstVisibleSlide(slider: Locator): Promise<string | null> {
  return slider.locator('[data-slot="slides"]').evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    const slides = [...track.querySelectorAll('[data-slot="slide"]')];
    const first = slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
    // A testimonial reads as its author's name; a logo as its alternative text.
    const name = first?.querySelector("figcaption > span > :first-child")?.textContent;
    return name ?? first?.querySelector("img")?.getAttribute("alt") ?? null;
  });
}

/** Serves the video player from a stub, and records every request the page makes to the video site. */
export async function stubVideoSite(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return requests;
}

/** What the page logs with console.log from now on, each call as the value of its first argument. */
export function consoleLogs(page: Page): () => Promise<unknown[]> {
  const logged: Promise<unknown>[] = [];
  page.on("console", (message) => {
    if (message.type() === "log") logged.push(message.args()[0]?.jsonValue() ?? Promise.resolve(message.text()));
  });
  return () => Promise.all(logged);
}

/** The first figure of each reading as a number: 150,000+ reads 150000. */
export function firstFigures(readings: string[][]): number[] {
  return readings.map((reading) => Number((reading[0] ?? "").replace(/[^\d.]/g, "")));
}

/** Whether the readings counted up from near 0 to their last value, never going down on the way. */
export function countedUp(readings: string[][]): boolean {
  const figures = firstFigures(readings);
  const target = figures.at(-1) ?? 0;
  const start = figures.findIndex((figure) => figure < target * 0.1);
  if (start < 0) return false;
  const counting = figures.slice(start);
  return counting.every((figure, index) => index === 0 || figure >= (counting[index - 1] ?? 0));
}
