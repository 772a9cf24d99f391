import { peerBudgets } from "./budgets";
import type { ChildCost } from "./child-cost";
import { markdownTable } from "./markdown-table";
import type { Builder } from "./peer-builders";

/** What the peer bench found for one builder: clean builds by size, the rest at the largest size. */
export interface BuilderFigures {
  name: string;
  tool: Builder["tool"];
  clean: Map<number, ChildCost>;
  validate?: ChildCost;
  rebuild?: ChildCost;
  html?: { raw: number; gzip: number };
  dist?: { bytes: number; files: number };
}

const count = (value: number) => Math.round(value).toLocaleString("en-US");
const seconds = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} s`;
const megabytes = (bytes: number) => bytes / 1024 ** 2;

/** Blockpress's figure with its processor time; a peer's with its processor time and its ratio to Blockpress's. */
function costCell(cost: ChildCost | undefined, ours: ChildCost | undefined, isOurs: boolean): string {
  if (!cost) return "—";
  const cpu = `CPU ${seconds(cost.cpuSeconds)}`;
  if (isOurs || !ours) return `${seconds(cost.wallSeconds)} (${cpu})`;
  return `${seconds(cost.wallSeconds)} (${cpu}; ${(cost.wallSeconds / ours.wallSeconds).toFixed(2)}×)`;
}

function budgetLine(label: string, value: number | undefined, limit: number, shown: (value: number) => string) {
  if (value === undefined || Number.isNaN(value)) return `- ${label}: not measured`;
  return `- ${label}: ${shown(value)}, ${value <= limit ? "held" : "breached"}`;
}

/** The budgets of docs/scale.md ("Against peers"), each with its figure and whether it held. */
function budgetLines(figures: BuilderFigures[]): string[] {
  const ours = figures.find((figure) => figure.tool === "blockpress");
  const peer = (tool: Builder["tool"]) => figures.find((figure) => figure.tool === tool);
  const wall = (figure: BuilderFigures | undefined, pages: number) => figure?.clean.get(pages)?.wallSeconds;
  const ratio = (pages: number, tool: Builder["tool"]) => {
    const theirs = wall(peer(tool), pages);
    const own = wall(ours, pages);
    return theirs && own ? own / theirs : undefined;
  };
  const times = (value: number) => `${value.toFixed(2)}×`;
  const at10000 = ours?.clean.has(10000) ?? false;
  const ofSync = ours?.validate && peer("astro")?.validate;
  return [
    budgetLine(
      `clean build of 1,000 pages ≤ ${peerBudgets.clean1000VsEleventy}× Eleventy's`,
      ratio(1000, "eleventy"),
      peerBudgets.clean1000VsEleventy,
      times,
    ),
    budgetLine(
      `clean build of 1,000 pages ≤ ${peerBudgets.clean1000VsAstro}× Astro's`,
      ratio(1000, "astro"),
      peerBudgets.clean1000VsAstro,
      times,
    ),
    budgetLine(
      `clean build of 10,000 pages ≤ ${peerBudgets.clean10000VsEleventy}× Eleventy's`,
      ratio(10000, "eleventy"),
      peerBudgets.clean10000VsEleventy,
      times,
    ),
    budgetLine(
      `peak memory of a clean build of 10,000 pages ≤ ${peerBudgets.peak10000Mb} MB`,
      ours?.clean.get(10000)?.peakMb,
      peerBudgets.peak10000Mb,
      (value) => `${count(value)} MB`,
    ),
    budgetLine(
      `validation of 10,000 pages ≤ ${peerBudgets.validate10000VsAstroSync}× astro sync`,
      at10000 && ofSync ? (ours?.validate?.wallSeconds ?? 0) / (peer("astro")?.validate?.wallSeconds ?? 1) : undefined,
      peerBudgets.validate10000VsAstroSync,
      times,
    ),
    budgetLine(
      `one page edited in 10,000, rebuilt ≤ ${peerBudgets.rebuildOneOf10000Seconds} s`,
      at10000 ? ours?.rebuild?.wallSeconds : undefined,
      peerBudgets.rebuildOneOf10000Seconds,
      seconds,
    ),
    budgetLine(
      `output of 10,000 pages ≤ ${peerBudgets.dist10000Mb} MB`,
      at10000 && ours?.dist ? megabytes(ours.dist.bytes) : undefined,
      peerBudgets.dist10000Mb,
      (value) => `${count(value)} MB`,
    ),
  ];
}

/** The clean builds by size, the other work at the largest size, the budgets, and the notes. */
export function peerReport(figures: BuilderFigures[], sizes: number[], runs: number, notes: string[]): string {
  const largest = sizes[sizes.length - 1] ?? 0;
  const ours = figures.find((figure) => figure.tool === "blockpress");
  const isOurs = (figure: BuilderFigures) => figure === ours;
  const cleanTable = markdownTable(
    ["clean build", ...sizes.map((pages) => `${count(pages)} pages`), `peak memory at ${count(largest)}`],
    figures.map((figure) => [
      figure.name,
      ...sizes.map((pages) => costCell(figure.clean.get(pages), ours?.clean.get(pages), isOurs(figure))),
      figure.clean.has(largest) ? `${count(figure.clean.get(largest)?.peakMb ?? 0)} MB` : "—",
    ]),
  );
  const column = (cell: (figure: BuilderFigures) => string) => figures.map(cell);
  const otherTable = markdownTable(
    [`at ${count(largest)} pages`, ...column((figure) => figure.name)],
    [
      ["one page edited, rebuilt", ...column((figure) => costCell(figure.rebuild, ours?.rebuild, isOurs(figure)))],
      ["validation alone, no cache", ...column((figure) => costCell(figure.validate, ours?.validate, isOurs(figure)))],
      [
        "HTML per page, raw / gzip",
        ...column((figure) =>
          figure.html ? `${(figure.html.raw / 1024).toFixed(1)} / ${(figure.html.gzip / 1024).toFixed(1)} KB` : "—",
        ),
      ],
      [
        "output",
        ...column((figure) =>
          figure.dist ? `${megabytes(figure.dist.bytes).toFixed(1)} MB, ${count(figure.dist.files)} files` : "—",
        ),
      ],
    ],
  );
  return [
    `## Against peers (the same generated pages; medians of ${runs} runs, the tools taking turns)\n`,
    cleanTable,
    "",
    otherTable,
    "",
    "Validation alone: Blockpress's `validate` without its cache against `astro sync` with its store deleted. Eleventy and Hugo rebuild every page after an edit; Astro keeps its content store and renders every page again.",
    "",
    "Budgets (reported, not enforced):",
    ...budgetLines(figures),
    "",
    ...notes,
  ].join("\n");
}
