import { loadLighthouse, type LighthouseReport } from "./lighthouse-loader";
import { chromiumFlags, chromiumPath } from "../chromium-path";

export interface LighthouseRun {
  /** Performance score, 0 to 100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest image the page loaded, by the bytes it took on the wire. */
  largestImage?: { url: string; bytes: number };
  /** The whole report, to say where the points went. */
  report: LighthouseReport;
}

function metric(report: LighthouseReport, auditId: string): number {
  const value = report.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId}`);
  return value;
}

/** The largest image in the report's network requests. */
function largestImage(report: LighthouseReport): { url: string; bytes: number } | undefined {
  const details = report.audits["network-requests"]?.details as
    | { items?: { url: string; resourceType?: string; transferSize?: number }[] }
    | undefined;
  const images = (details?.items ?? []).filter((item) => item.resourceType === "Image");
  const largest = images.sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
  return largest && { url: new URL(largest.url).pathname, bytes: largest.transferSize ?? 0 };
}

/**
 * One Lighthouse run of the default mobile preset (a mid-range phone, simulated slow 4G and CPU
 * throttling) on one URL, in a Chromium of its own so no run inherits another's cache or processes.
 * Throws with Lighthouse's own words when the page cannot be measured (a 404, a crash).
 */
export async function lighthouseMobile(url: string): Promise<LighthouseRun> {
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumFlags],
    logLevel: "silent",
  });
  // chrome-launcher stops its browser on Ctrl-C only; this covers every other way out.
  const stopChrome = () => chrome.kill();
  process.on("exit", stopChrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const report = result?.lhr;
    if (!report) throw new Error("Lighthouse returned no report");
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    const score = report.categories.performance?.score;
    if (score === null || score === undefined) throw new Error("Lighthouse gave no performance score");
    return {
      performance: Math.round(score * 100),
      lcpMs: metric(report, "largest-contentful-paint"),
      tbtMs: metric(report, "total-blocking-time"),
      cls: metric(report, "cumulative-layout-shift"),
      largestImage: largestImage(report),
      report,
    };
  } finally {
    process.off("exit", stopChrome);
    chrome.kill();
  }
}
