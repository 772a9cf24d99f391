import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { benchNodeModules, benchPackageFolder } from "./bench-packages";

/** What the bench reads of one audit of a Lighthouse report. */
export interface LighthouseAudit {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
  /** What fixing the audit would save, by metric: milliseconds, or CLS with no unit. */
  metricSavings?: Record<string, number | undefined>;
}

/** What the bench reads of a Lighthouse report: its audits, its performance score and its error. */
export interface LighthouseReport {
  audits: Record<string, LighthouseAudit>;
  categories: { performance?: { score: number | null } };
  runtimeError?: { code: string; message: string };
}

type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<{ lhr: LighthouseReport } | undefined>;

interface ChromeLauncher {
  launch: (options: { chromePath: string; chromeFlags: string[]; logLevel: "silent" }) => Promise<{
    port: number;
    kill: () => void;
  }>;
}

/** Lighthouse and the Chromium launcher that comes with it, from bench/ (bench-packages.ts). */
export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  benchNodeModules(["lighthouse"], "Lighthouse");
  const require = createRequire(path.join(benchPackageFolder, "package.json"));
  const load = (name: string) => import(pathToFileURL(require.resolve(name)).href);
  const [lighthouseModule, launcherModule] = await Promise.all([load("lighthouse"), load("chrome-launcher")]);
  return { lighthouse: lighthouseModule.default as Lighthouse, chromeLauncher: launcherModule as ChromeLauncher };
}
