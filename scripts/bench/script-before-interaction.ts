import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Response } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../chromium-path";
import { reportFirstScreen, type FirstScreen } from "./first-screen-islands";
import { trackNetworkQuiet } from "./network-quiet";

/** A phone, as the phone browser tests size it (Lighthouse's mobile preset emulates 412 × 823). */
export const phoneViewport = { width: 390, height: 844 };

/** How long the page sits with no input after the network first goes idle: idle islands start in it. */
const untouchedMs = 3000;
const quietMs = 500;
/** Islands that start with no input; a busy machine can delay them past the wait above. */
const selfStartingIslands = 'bp-island[data-start="load"], bp-island[data-start="idle"]';

export interface ScriptBeforeInteraction {
  route: string;
  /** gzip bytes of every script the page loaded before any scroll, pointer or key. */
  gzip: number;
  /** Each script loaded, by path, with its gzip bytes. */
  scripts: { path: string; gzip: number }[];
  firstScreen: FirstScreen;
  /** Block types of the islands that started with no input. */
  startedIslands: string[];
}

/** The browser for the bench's measurements: the system Chromium, headless, as the browser tests run it. */
export async function launchHeadlessChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({
    headless: true,
    args: [...chromiumFlags, "--headless=new"],
    ...(executablePath ? { executablePath } : {}),
  });
}

/**
 * The size a script crossed the network with. The bench's server gzips every script with node's
 * default level, so gzipping the body again gives the same bytes as the wire, also for responses
 * whose transfer is chunked (the server sends no content-length).
 */
async function transferredGzip(response: Response): Promise<number> {
  return gzipSync(await response.body()).length;
}

/**
 * Opens one route in a fresh phone-sized context (empty cache), lets it load, waits for the network
 * to go idle and then `untouchedMs` more with no input at all, and sums what every script response
 * weighed. The first-screen check runs in the same page, before any island starts.
 */
export async function measureScriptBeforeInteraction(
  browser: Browser,
  origin: string,
  route: string,
): Promise<ScriptBeforeInteraction> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const bindingName = "__benchFirstScreen";
    let firstScreen: FirstScreen | undefined;
    await page.exposeFunction(bindingName, (screen: FirstScreen) => {
      firstScreen ??= screen;
    });
    await page.addInitScript(reportFirstScreen, bindingName);

    const sizes: Promise<{ path: string; gzip: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const path = new URL(response.url()).pathname;
      sizes.push(transferredGzip(response).then((gzip) => ({ path, gzip })));
    });
    const networkQuiet = trackNetworkQuiet(page);

    const answer = await page.goto(origin + route, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${route} answered ${answer?.status() ?? "nothing"}`);
    await page.waitForTimeout(untouchedMs);
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLElement>(selector)].every((island) => island.dataset.state === "live"),
      selfStartingIslands,
      { timeout: 15_000 },
    );
    await networkQuiet(quietMs, 15_000);

    const startedIslands = await page.$$eval("bp-island[data-state]", (islands) =>
      islands.map((island) => island.getAttribute("data-type") ?? "island"),
    );
    const scripts = await Promise.all(sizes);
    if (!firstScreen) throw new Error(`${route}: the first-screen check never reported`);
    return {
      route,
      gzip: scripts.reduce((total, script) => total + script.gzip, 0),
      scripts,
      firstScreen,
      startedIslands,
    };
  } finally {
    await context.close();
  }
}
