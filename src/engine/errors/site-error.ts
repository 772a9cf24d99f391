import { errorCatalogue, errorMessage, type ErrorCode, type ErrorFactsMap } from "./catalogue";
import { createColors } from "picocolors";
import type { Colors } from "picocolors/types";
import { visibleEscapes } from "./terminal-text";

/** One problem found in one file, with where it is and what to do about it. */
export interface SiteError {
  code: ErrorCode;
  /** Warnings are reported but do not fail a run. */
  severity: "error" | "warning";
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Where in the document, as in blocks[2].plans[0].price; empty for the document itself. */
  path: string;
  message: string;
  hint: string;
}

/** Where a problem is: the file, the line and column, and the path inside the document. */
export interface ErrorPlace {
  file: string;
  line: number;
  column: number;
  path?: string;
}

/**
 * A problem of the kind `code`, its message made from `facts` by the catalogue. `hint` replaces the
 * catalogue's where the case knows better (a did-you-mean, the name to write instead).
 */
export function siteError<Code extends ErrorCode>(
  code: Code,
  where: ErrorPlace,
  facts: ErrorFactsMap[Code],
  hint?: string,
): SiteError {
  const entry = errorCatalogue[code];
  const message = errorMessage(code, facts);
  return { code, severity: entry.severity ?? "error", path: "", ...where, message, hint: hint ?? entry.hint };
}

const noColours = createColors(false);

/**
 * `pages/home/seo.yaml:14:9 blocks[2].plans[0].price: expected a number, got "19,99"` and its hint. File
 * names, keys and values come from the site's files, so their control characters are shown as escapes;
 * the colours, for a terminal, are added after, around the escaped text.
 */
export function formatError(error: SiteError, colours: Colors = noColours): string {
  const where = colours.bold(`${visibleEscapes(error.file)}:${error.line}:${error.column}`);
  const severity = error.severity === "error" ? colours.red(error.severity) : colours.yellow(error.severity);
  const subject = error.path ? `${colours.cyan(visibleEscapes(error.path))}: ` : "";
  const message = visibleEscapes(error.message);
  const code = colours.dim(`[${error.code}]`);
  return `${where} ${severity} ${subject}${message} ${code}\n    ${visibleEscapes(error.hint)}`;
}

/** Same file, same place, same message: one report, even when a per-record page repeats it. */
export function uniqueErrors(errors: readonly SiteError[]): SiteError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.file}:${error.line}:${error.column}:${error.code}:${error.path}:${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const byName = new Intl.Collator("en").compare;

/** Errors in reading order: by file, then line, then column. */
export function sortErrors(errors: readonly SiteError[]): SiteError[] {
  return [...errors].sort((a, b) => byName(a.file, b.file) || a.line - b.line || a.column - b.column);
}

/**
 * A problem a schema reported with `schemaIssue`, whose message the catalogue made already from its
 * facts; or, from a block's own rule across its fields, an invalid value in the rule's words.
 */
export function schemaError(code: ErrorCode, where: ErrorPlace, message: string, hint?: string): SiteError {
  const entry = errorCatalogue[code];
  return { code, severity: entry.severity ?? "error", path: "", ...where, message, hint: hint ?? entry.hint };
}
/**
 * Adds every item of a list to another. `target.push(...items)` passes each item as an argument, and
 * a list as long as a large file's problems (over about 120,000) exceeds what a call can take.
 */
export function appendAll<Item>(target: Item[], items: readonly Item[]): void {
  for (const item of items) target.push(item);
}
