import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { budgets, routeBreaches } from "./budgets";
import { lighthouseCosts } from "./lighthouse-costs";
import { markdownTable } from "./markdown-table";
import type { RouteMeasurement } from "./measure-routes";
import type { RouteSize } from "./route-sizes";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const islandColumn = (islands: string[] | undefined) =>
  islands === undefined ? "?" : islands.length > 0 ? `yes (${islands.join(", ")})` : "no";

/** The one table of the routes: Lighthouse medians, script before interaction, CSS and HTML. */
export function routeTable(measurements: RouteMeasurement[], sizes: Map<string, RouteSize>): string {
  return markdownTable(
    [
      "route",
      "perf",
      "LCP",
      "TBT",
      "CLS",
      "script before interaction KB",
      "first screen island?",
      "CSS KB",
      "HTML KB (gz)",
    ],
    measurements.map(({ route, lighthouse, script }) => {
      const size = sizes.get(route);
      return [
        route,
        lighthouse ? String(lighthouse.performance) : "failed",
        lighthouse ? `${(lighthouse.lcpMs / 1000).toFixed(2)} s` : "",
        lighthouse ? `${Math.round(lighthouse.tbtMs)} ms` : "",
        lighthouse ? lighthouse.cls.toFixed(3) : "",
        script ? kb(script.gzip) : "failed",
        islandColumn(script?.firstScreenIslands),
        size ? kb(size.css) : "",
        size ? `${kb(size.html)} (${kb(size.htmlGzip)})` : "",
      ];
    }),
  );
}

export const budgetLine = `Budgets: perf at least ${budgets.performance} (${budgets.performanceNoIsland} with no island on the first screen), LCP at most ${budgets.lcpMs / 1000} s, TBT at most ${budgets.tbtMs} ms, CLS at most ${budgets.cls}; script before interaction at most ${budgets.scriptBeforeInteractionKb} KB (${budgets.scriptBeforeInteractionNoIslandKb} KB with no island on the first screen); CSS at most ${budgets.cssKb} KB; no image over ${budgets.imageKb} KB.`;

/** For routes where islands started with no input: which, and every script that was loaded. */
export function startedIslandLines(measurements: RouteMeasurement[]): string[] {
  return measurements.flatMap(({ route, script }) =>
    script && script.startedIslands.length > 0
      ? [
          `${route}: ${script.startedIslands.join(", ")}; ${script.scripts.map((file) => `${path.basename(file.path)} ${kb(file.gzip)}`).join(", ")}`,
        ]
      : [],
  );
}

/** Where the points went on each route that misses a Lighthouse target, from its median run. */
export function lighthouseCostLines(measurements: RouteMeasurement[]): string[] {
  return measurements
    .filter((measurement) => routeBreaches(measurement, undefined).some((breach) => breach.measure === "lighthouse"))
    .flatMap(({ route, lighthouse }) =>
      lighthouse ? [`${route}:`, ...lighthouseCosts(lighthouse.medianReport).map((line) => `  - ${line}`)] : [],
    );
}

/** Writes the median run's Lighthouse report of every route, to open in Lighthouse's viewer. */
export async function writeLighthouseReports(measurements: RouteMeasurement[], reportsDir: string): Promise<void> {
  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });
  for (const { route, lighthouse } of measurements) {
    if (!lighthouse) continue;
    const name = route === "/" ? "index" : route.slice(1).replaceAll("/", "__");
    await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(lighthouse.medianReport));
  }
}
