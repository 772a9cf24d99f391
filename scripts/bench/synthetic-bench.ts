import { rm } from "node:fs/promises";
import path from "node:path";
import { budgets, type Breach } from "./budgets";
import { timeEngine } from "./engine-command";
import { markdownTable } from "./markdown-table";
import { routeSize } from "./route-sizes";
import { siteRoutes } from "./site-routes";
import { syntheticSite } from "./synthetic-site";

const pageCounts = [100, 1000, 3000];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/**
 * Validates and builds generated sites of 100 to 3,000 pages: the cost must grow linearly with the
 * pages, and the script a route names must not grow with them. A site that fails is a breach, and
 * the others are still measured.
 */
export async function benchSyntheticSites(
  appRoot: string,
  runs: number,
  progress: (line: string) => void,
): Promise<{ table: string; breaches: Breach[] }> {
  const rows: string[][] = [];
  const breaches: Breach[] = [];
  const breach = (text: string) => breaches.push({ measure: "time", text });
  for (const pageCount of pageCounts) {
    progress(`synthetic site of ${pageCount} pages`);
    const { root, averageBytes } = await syntheticSite(appRoot, pageCount);
    try {
      const outDir = path.join(root, "dist");
      const validate = timeEngine(appRoot, "validate", [root], runs);
      const build = timeEngine(appRoot, "build", [root, outDir], runs);
      const sizes = await Promise.all((await siteRoutes(outDir)).map((page) => routeSize(outDir, page)));
      rows.push([
        String(pageCount),
        kb(averageBytes),
        validate.reportedSeconds.toFixed(2),
        validate.wallSeconds.toFixed(2),
        String(validate.peakMb),
        build.wallSeconds.toFixed(2),
        String(build.peakMb),
        kb(Math.max(...sizes.map((size) => size.namedScript))),
      ]);
      if (pageCount === 1000 && validate.wallSeconds > budgets.syntheticValidate1000Seconds)
        breach(
          `1,000 pages validate in ${validate.wallSeconds.toFixed(2)} s > ${budgets.syntheticValidate1000Seconds} s`,
        );
      if (pageCount === 1000 && build.wallSeconds > budgets.syntheticBuild1000Seconds)
        breach(`1,000 pages build in ${build.wallSeconds.toFixed(2)} s > ${budgets.syntheticBuild1000Seconds} s`);
    } catch (error) {
      breach(`synthetic site of ${pageCount} pages: ${firstLine(error)}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const scriptByCount = rows.map((row) => row[7]);
  if (new Set(scriptByCount).size > 1)
    breach(`the script a route names changes with the page count: ${scriptByCount.join(", ")} KB`);
  const table = markdownTable(
    [
      "pages",
      "YAML KB/page",
      "validate s (in process)",
      "validate s (command)",
      "validate MB",
      "build s",
      "build MB",
      "most script a route's HTML names, KB",
    ],
    rows,
  );
  return { table, breaches };
}
