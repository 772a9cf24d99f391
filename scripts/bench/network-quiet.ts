import type { Page } from "playwright-core";

/**
 * Resolves once the page has had no request in flight for `quietMs`, or after `timeoutMs` at most.
 * Playwright's own "networkidle" fires once per navigation; this one can be awaited again later, to
 * catch what starts on idle after the page has loaded.
 */
export function trackNetworkQuiet(page: Page): (quietMs: number, timeoutMs: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);

  return async (quietMs, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}
