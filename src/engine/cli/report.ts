import { statSync } from "node:fs";
import path from "node:path";
import { errorCatalogue } from "../errors/catalogue";
import { formatError, type SiteError } from "../errors/site-error";
import { coloursFor } from "./terminal-colours";

/** How many files' warnings are printed in full; the others are counted in one line. */
const filesShownInFull = 3;

export interface ReportOptions {
  /** Where the files named in the reports are, to order warnings by when each file last changed. */
  root?: string;
  /** Print every warning, not only those of the files changed last. */
  allWarnings?: boolean;
}

/** When a file of the site last changed; 0 when it cannot be read (it was removed, or is a folder's name). */
function modifiedAt(root: string): (file: string) => number {
  return (file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/**
 * The warning lines to print: grouped by file, the files changed most recently first (the ones being
 * worked on), each warning on one line. Past the first few files, one line counts the rest, so
 * warnings about pages not written yet do not bury the ones that matter now.
 */
export function warningLines(
  warnings: readonly SiteError[],
  format: (error: SiteError) => string,
  changedAt: (file: string) => number,
  allWarnings = false,
): string[] {
  if (warnings.length === 0) return [];
  const byFile = new Map<string, SiteError[]>();
  for (const warning of warnings) byFile.set(warning.file, [...(byFile.get(warning.file) ?? []), warning]);
  const files = [...byFile.keys()]
    .map((file) => ({ file, changed: changedAt(file) }))
    .sort((a, b) => b.changed - a.changed || a.file.localeCompare(b.file))
    .map(({ file }) => file);
  const shown = allWarnings ? files : files.slice(0, filesShownInFull);
  const lines = shown.flatMap((file) =>
    (byFile.get(file) ?? [])
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .map((warning) => format(warning).split("\n")[0] ?? ""),
  );
  const hidden = files.slice(shown.length);
  if (hidden.length > 0) {
    const count = hidden.reduce((sum, file) => sum + (byFile.get(file)?.length ?? 0), 0);
    lines.push(
      `... and ${count} more warning(s) in ${hidden.length} other file(s) changed less recently; --all-warnings lists them.`,
    );
  }
  const codes = [...new Set(warnings.map((warning) => warning.code))];
  lines.push(`${warnings.length} warning(s). ${codes.map((code) => errorCatalogue[code].hint).join(" ")}`, "");
  return lines;
}

/**
 * Prints warnings to stdout (those of the files changed last, each on one line, with one hint at the
 * end) and errors to stderr, every one with its own hint: all the errors of the run at once.
 */
export function reportProblems(
  errors: readonly SiteError[],
  warnings: readonly SiteError[],
  options: ReportOptions = {},
): void {
  const stdoutColours = coloursFor(process.stdout);
  const stderrColours = coloursFor(process.stderr);
  const changedAt = modifiedAt(options.root ?? process.cwd());
  const format = (warning: SiteError) => formatError(warning, stdoutColours);
  for (const line of warningLines(warnings, format, changedAt, options.allWarnings)) console.log(line);
  for (const error of errors) console.error(formatError(error, stderrColours));
}

/** The most memory this process has held, in megabytes. */
export function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/**
 * The processor time this process has used, every thread included, in seconds: on a shared machine,
 * what the work cost regardless of how long it waited for a core.
 */
export function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(2);
}
