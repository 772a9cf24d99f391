import type { SiteError } from "../errors/site-error";
import { directionOverrides } from "../../../schema/kit/hidden-characters";
import { unicodeEscape, visibleEscapes } from "../errors/terminal-text";

/**
 * Reports for programs rather than people: one line per problem, every warning included, nothing
 * else on the line.
 */

/**
 * What JSON leaves raw but a terminal showing the line would act on: delete, the C1 control characters
 * (one of them starts escape sequences), direction overrides, and the two line separators.
 */
const rawInJson = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029${directionOverrides}]`, "g");

/** One JSON object per problem: `{"file":...,"line":...,"column":...,"code":...,...}`. */
export function jsonLine(problem: SiteError): string {
  const { file, line, column, path, code, message, hint, severity } = problem;
  return JSON.stringify({ file, line, column, path, code, message, hint, severity }).replace(rawInJson, unicodeEscape);
}

/** Text of a workflow command's message: GitHub reads %, CR and LF as escapes there. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Value of a workflow command's property: the message's escapes, and the , and : that end a property. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/**
 * A GitHub Actions workflow command, which the run's log turns into an annotation on the file and
 * line: `::error file=pages/index.yaml,line=5,col=5,title=unknown-key::blocks[0].heding: ...`.
 * The hint follows the message on a line of its own.
 */
export function githubLine(problem: SiteError): string {
  const properties = [
    `file=${escapeProperty(visibleEscapes(problem.file))}`,
    `line=${problem.line}`,
    `col=${problem.column}`,
    `title=${escapeProperty(problem.code)}`,
  ].join(",");
  const subject = problem.path ? `${problem.path}: ` : "";
  const text = `${visibleEscapes(subject + problem.message)}\n${visibleEscapes(problem.hint)}`;
  return `::${problem.severity} ${properties}::${escapeData(text)}`;
}
