import { readdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchNodeModules } from "./bench-packages";
import { canMeasureChildren, type ChildCost } from "./child-cost";
import { median } from "./median";
import { blockpressBuilder, hugoVersion, peerBuilder, type Builder } from "./peer-builders";
import { peerReport, type BuilderFigures } from "./peer-report";
import { peerTools, writePeerSite } from "./peer-sites";
import { syntheticSite } from "./synthetic-site";

/** The generated sites' sizes the peers are measured at, unless --sizes says otherwise. */
export const peerPageCounts = [1000, 10000];
/** Pages whose HTML is weighed, spread over the site: enough for a stable mean, quick at 10,000. */
const weighedPages = 200;

const loadNow = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");

function medianCost(costs: ChildCost[]): ChildCost {
  return {
    wallSeconds: median(costs.map((cost) => cost.wallSeconds)),
    cpuSeconds: median(costs.map((cost) => cost.cpuSeconds)),
    peakMb: median(costs.map((cost) => cost.peakMb)),
  };
}

/** Each one's median cost, taking turns run after run so a busy spell of the machine hits them alike. */
async function alternating<Measured>(
  measured: Measured[],
  runs: number,
  measure: (each: Measured, run: number) => Promise<ChildCost>,
): Promise<Map<Measured, ChildCost>> {
  const costs = new Map<Measured, ChildCost[]>(measured.map((each) => [each, []]));
  for (let run = 0; run < runs; run++) for (const each of measured) costs.get(each)?.push(await measure(each, run));
  return new Map([...costs].map(([each, list]) => [each, medianCost(list)]));
}

/** The mean raw and gzip bytes of the generated pages' HTML, over pages spread through the site. */
async function htmlPerPage(outDir: string, pages: number): Promise<{ raw: number; gzip: number }> {
  const step = Math.max(1, Math.floor(pages / weighedPages));
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (let page = 1; page <= pages; page += step) {
    const html = await readFile(path.join(outDir, `generated/page-${page}/index.html`));
    raw += html.length;
    gzip += gzipSync(html).length;
    count++;
  }
  return { raw: raw / count, gzip: gzip / count };
}

async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return { bytes: sizes.reduce((total, size) => total + size, 0), files: files.length };
}

/**
 * One size: the generated site and each peer's project made from it, then clean builds (every output
 * and cache deleted first; Blockpress with --no-cache), each builder in turn, `runs` times. At the
 * largest size also validation alone, a rebuild after one page is edited, the HTML per page and the
 * size of the output.
 */
async function measureSize(
  appRoot: string,
  pages: number,
  runs: number,
  largest: boolean,
  figures: Map<string, BuilderFigures>,
  progress: (line: string) => void,
): Promise<void> {
  const { root } = await syntheticSite(appRoot, pages);
  const nodeModules = benchNodeModules(["astro", "@11ty/eleventy", "zod", "yaml"], "Eleventy and Astro");
  const tools = peerTools.filter((tool) => tool !== "hugo" || hugoVersion() !== undefined);
  const builders = [blockpressBuilder(appRoot, root)];
  for (const tool of tools) {
    const peerRoot = path.join(appRoot, ".cache/bench/peers", tool);
    await writePeerSite(tool, root, peerRoot, nodeModules);
    builders.push(peerBuilder(tool, peerRoot, nodeModules));
  }
  const figuresOf = (builder: Builder): BuilderFigures => {
    const known = figures.get(builder.name) ?? {
      name: builder.name,
      tool: builder.tool,
      clean: new Map<number, ChildCost>(),
    };
    figures.set(builder.name, known);
    return known;
  };
  progress(`${pages} pages: clean builds`);
  const clean = await alternating(builders, runs, async (builder) => {
    await builder.clean();
    return builder.build(true);
  });
  for (const [builder, cost] of clean) figuresOf(builder).clean.set(pages, cost);
  if (!largest) return;

  progress(`${pages} pages: validation alone`);
  const validating = builders.flatMap(({ name, validate }) => (validate ? [{ name, validate }] : []));
  for (const [{ name }, cost] of await alternating(validating, runs, (each) => each.validate())) {
    const known = figures.get(name);
    if (known) known.validate = cost;
  }

  progress(`${pages} pages: one page edited, rebuilt`);
  // The clean builds kept nothing (Blockpress's --no-cache): one build first leaves what a rebuild reuses.
  for (const builder of builders) builder.build(false);
  const rebuilds = await alternating(builders, runs, async (builder, run) => {
    await builder.editPage(run);
    return builder.build(false);
  });
  for (const [builder, cost] of rebuilds) {
    const known = figuresOf(builder);
    known.rebuild = cost;
    known.html = await htmlPerPage(builder.outDir, pages);
    known.dist = await folderSize(builder.outDir);
  }
}

/**
 * `npx blockpress bench --peers`: the generated sites built by Blockpress, Eleventy 3 and Astro 5
 * (installed into bench/ on the first run) and Hugo when it is on the PATH, from the same page files.
 * Returns the report: the clean builds at each size, the other work at the largest, the budgets.
 */
export async function benchPeers(
  appRoot: string,
  runs: number,
  sizes: readonly number[],
  progress: (line: string) => void,
): Promise<string> {
  if (!canMeasureChildren()) return "The peers are measured with GNU time: apt-get install time, then run again.";
  const sorted = [...sizes].sort((a, b) => a - b);
  const figures = new Map<string, BuilderFigures>();
  const problems: string[] = [];
  const loadBefore = loadNow();
  for (const pages of sorted) {
    try {
      await measureSize(appRoot, pages, runs, pages === sorted[sorted.length - 1], figures, progress);
    } catch (error) {
      problems.push(`${pages} pages: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const notes = [
    hugoVersion() === undefined ? "Hugo is not on the PATH and was left out (apt-get install hugo)." : "",
    `Load averages (1, 5, 15 minutes) before: ${loadBefore}; after: ${loadNow()}, on ${os.cpus().length} cores.`,
    ...problems.map((problem) => `Failed: ${problem}`),
  ].filter(Boolean);
  return peerReport([...figures.values()], sorted, runs, notes);
}
