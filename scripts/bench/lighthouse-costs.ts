import type { LighthouseReport } from "./lighthouse-loader";

/**
 * Where a Lighthouse report says the points went, in a few lines a developer can act on: the LCP
 * element and the phases of its time, what shifted the layout, long tasks and the scripts behind
 * them, render-blocking and unused files, and every other audit that claims a saving.
 */
type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The rows of a table-like audit detail; a list detail is searched for its tables in order. */
function rows(details: unknown, tableIndex = 0): Row[] {
  if (!isRow(details) || !Array.isArray(details.items)) return [];
  if (details.type === "list") return rows(details.items.filter(isRow)[tableIndex]);
  return details.items.filter(isRow);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const number = (value: unknown) => (typeof value === "number" ? value : 0);
const ms = (value: unknown) => `${Math.round(number(value))} ms`;
const kb = (value: unknown) => `${(number(value) / 1024).toFixed(1)} KB`;

/** A URL without the bench server's origin: `/assets/site-abc.css`. */
function shortUrl(value: unknown): string {
  const url = text(value);
  return /^https?:/.test(url) ? new URL(url).pathname : url;
}

/** How Lighthouse names an element: its snippet, and the start of its text. */
function element(value: unknown): string {
  if (!isRow(value)) return "?";
  const label = text(value.nodeLabel).replace(/\s+/g, " ").slice(0, 60);
  return `${text(value.snippet) || text(value.selector)}${label ? ` "${label}"` : ""}`;
}

function lcpLines(report: LighthouseReport): string[] {
  const details = report.audits["largest-contentful-paint-element"]?.details;
  const node = rows(details, 0)[0]?.node;
  const phases = rows(details, 1).map((phase) => `${text(phase.phase)} ${ms(phase.timing)}`);
  if (!node) return [];
  return [`LCP element: ${element(node)}${phases.length ? `; ${phases.join(", ")}` : ""}`];
}

function layoutShiftLines(report: LighthouseReport): string[] {
  return rows(report.audits["layout-shifts"]?.details).map((shift) => {
    const causes = rows(shift.subItems).map((cause) => text(cause.cause) || element(cause.extra));
    return `layout shift ${number(shift.score).toFixed(3)}: ${element(shift.node)}${causes.length ? ` (${causes.join("; ")})` : ""}`;
  });
}

function longTaskLines(report: LighthouseReport): string[] {
  const tasks = rows(report.audits["long-tasks"]?.details).map(
    (task) => `${shortUrl(task.url)} ${ms(task.duration)} at ${ms(task.startTime)}`,
  );
  const scripts = rows(report.audits["bootup-time"]?.details).map(
    (script) => `${shortUrl(script.url)} ${ms(script.total)} (script ${ms(script.scripting)})`,
  );
  return [
    ...(tasks.length ? [`long tasks: ${tasks.join(", ")}`] : []),
    ...(scripts.length ? [`main-thread time by file: ${scripts.join(", ")}`] : []),
  ];
}

function fileLines(report: LighthouseReport): string[] {
  const blocking = rows(report.audits["render-blocking-insight"]?.details).map(
    (file) => `${shortUrl(file.url)} ${ms(file.wastedMs)}`,
  );
  const unused = rows(report.audits["unused-javascript"]?.details).map(
    (file) => `${shortUrl(file.url)} ${kb(file.wastedBytes)} of ${kb(file.totalBytes)}`,
  );
  return [
    ...(blocking.length ? [`render-blocking: ${blocking.join(", ")}`] : []),
    ...(unused.length ? [`unused JS: ${unused.join(", ")}`] : []),
  ];
}

/** Audits that say fixing them would save something, largest saving first. */
function savingsLines(report: LighthouseReport): string[] {
  const metrics = new Set([
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "first-contentful-paint",
    "speed-index",
    "interactive",
    "max-potential-fid",
  ]);
  return Object.values(report.audits)
    .filter((audit) => !metrics.has(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => (value ?? 0) > 0);
      // CLS has no unit: 0.1 of it sorts with 100 ms, about what either costs in score.
      return {
        audit,
        savings,
        weight: Math.max(0, ...savings.map(([metric, value]) => (metric === "CLS" ? 1000 : 1) * (value ?? 0))),
      };
    })
    .filter(({ savings }) => savings.length > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(
      ({ audit, savings }) =>
        `${audit.id} (${savings.map(([metric, value]) => `${metric} ${metric === "CLS" ? (value ?? 0).toFixed(3) : `${value} ms`}`).join(", ")})${audit.displayValue ? `: ${audit.displayValue}` : ""}`,
    );
}

export function lighthouseCosts(report: LighthouseReport): string[] {
  const savings = savingsLines(report);
  return [
    ...lcpLines(report),
    ...layoutShiftLines(report),
    ...longTaskLines(report),
    ...fileLines(report),
    ...(savings.length ? [`audits claiming savings: ${savings.join("; ")}`] : []),
  ];
}
