import type { z } from "zod";
import { isErrorCode, type ErrorCode, type ErrorFactsMap } from "../../errors/catalogue";
import { describeValue } from "../../errors/describe-value";
import { nearest } from "../../errors/did-you-mean";
import { schemaError, siteError, type SiteError } from "../../errors/site-error";
import { formatPath, positionOf, type YamlSource } from "../../read/yaml-source";
import { allowedKeysAt } from "./allowed-keys";
import { splitNumberAt } from "../../read/split-number";
import { expectedNames, formatNames, numberProblem, sizeMessage } from "./issue-wording";
import { booleanHint } from "./meant-values";
import { schemasAt } from "./schema-at-path";
import { fieldKind } from "../../../../schema/kit/field-kinds";

interface IssueContext {
  source: YamlSource;
  /** The schema the issue's path is relative to, to list allowed keys. */
  schema: z.ZodType;
  /** Where in the document the validated value sits, such as ["blocks", 2]. */
  base: readonly PropertyKey[];
}

/** One issue's place in the document, and the ways to report at it. */
interface IssuePlace {
  issue: z.core.$ZodIssue;
  /** The issue's path from the validated value. */
  relative: PropertyKey[];
  /** The issue's path from the document's root. */
  path: PropertyKey[];
  context: IssueContext;
}

/** A report at the issue's value, or with `key` at that key of it. */
function reportAt<Code extends ErrorCode>(
  { context, path }: IssuePlace,
  code: Code,
  facts: ErrorFactsMap[Code],
  options: { hint?: string; key?: string } = {},
): SiteError {
  const at = options.key === undefined ? path : [...path, options.key];
  const position = positionOf(context.source, at, { key: options.key !== undefined });
  return siteError(code, { file: context.source.file, ...position, path: formatPath(at) }, facts, options.hint);
}

/** Where a union was tried: the branch that got furthest into the value explains best what is wrong. */
function bestBranch(branches: readonly z.core.$ZodIssue[][]): z.core.$ZodIssue[] {
  const depth = (issues: readonly z.core.$ZodIssue[]) => Math.max(...issues.map((issue) => issue.path.length));
  return [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

/** Keys the schema does not know: a misspelling (with the nearest key), or the decimals of a number a comma split. */
function unknownKeys(place: IssuePlace, keys: readonly string[]): SiteError[] {
  const { context, path } = place;
  const allowed = allowedKeysAt(context.schema, place.relative);
  return keys.map((key) => {
    const split = splitNumberAt(context.source, path, key);
    if (split) {
      const where = {
        file: context.source.file,
        ...positionOf(context.source, split.path),
        path: formatPath(split.path),
      };
      return siteError("decimal-comma", where, { written: split.written, meant: split.meant, splitKey: key });
    }
    const suggestions = nearest(key, allowed);
    const hint = suggestions.length > 0 ? `Did you mean ${suggestions.map((s) => `"${s}"`).join(" or ")}?` : undefined;
    return reportAt(place, "unknown-key", { key, allowed }, { hint, key });
  });
}

/**
 * What a field takes, as docs/blocks.md names it ("image path", "link"), and its description; zod's
 * name for the type where the schema does not say.
 */
function fieldKindAt(place: IssuePlace, zodType: string): { kind: string; description?: string } {
  const [field] = schemasAt(place.context.schema, place.relative);
  if (!field) return { kind: zodType };
  // Markdown's code quotes, as in "`true` or `false`", mean nothing in a terminal.
  return { kind: fieldKind(field).replaceAll("`", ""), description: field.description };
}

/** A required field left out: the hint names what it takes, in the words of the docs. */
function missingField(place: IssuePlace, zodType: string): SiteError {
  const field = String(place.relative[place.relative.length - 1] ?? "value");
  const { kind, description } = fieldKindAt(place, zodType);
  const hint = `Add ${field}: <${kind}> to this mapping.${description ? ` ${description}` : ""}`;
  return reportAt(place, "missing-field", { field, expected: kind }, { hint });
}

/** A value of the wrong type, or a required field left out. */
function wrongType(place: IssuePlace, issue: z.core.$ZodIssueInvalidType): SiteError {
  const expected = expectedNames[issue.expected] ?? issue.expected;
  if (issue.input === undefined) return missingField(place, expected);
  const number =
    issue.expected === "number" || issue.expected === "int" ? numberProblem(issue.input, expected) : undefined;
  if (number) return reportAt(place, number.code, number.facts, { hint: number.hint });
  const hint =
    issue.expected === "boolean" && typeof issue.input === "string"
      ? booleanHint(issue.input, place.relative[place.relative.length - 1])
      : undefined;
  return reportAt(place, "wrong-type", { expected, got: describeValue(issue.input) }, { hint });
}

/** A value that is none of the allowed ones, with the nearest as a hint. */
function notAllowed(place: IssuePlace, issue: z.core.$ZodIssueInvalidValue): SiteError {
  const values = issue.values.map((value) => JSON.stringify(value));
  const input = issue.input;
  const suggestions = typeof input === "string" ? nearest(input, issue.values.map(String)).map((s) => `"${s}"`) : [];
  const hint = suggestions.length > 0 ? `Did you mean ${suggestions.join(" or ")}?` : undefined;
  const expected = values.length === 1 ? values[0] : `one of ${values.join(", ")}`;
  return reportAt(place, "invalid-value", { reason: `expected ${expected}, got ${describeValue(input)}` }, { hint });
}

/** What the file says at a path of the validated value, for issues that do not carry it. */
function writtenAt(place: IssuePlace): unknown {
  let value: unknown = place.context.source.data;
  for (const segment of place.path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = Reflect.get(value, segment);
  }
  return value;
}

/**
 * A mapping whose kind is told by one field (an analytics entry's `provider`) naming no kind: left
 * out, it is a missing field; misspelt, the nearest kinds are suggested.
 */
function unknownKind(place: IssuePlace, options: readonly unknown[]): SiteError {
  const values = options.map((value) => JSON.stringify(value));
  const expected = `one of ${values.join(", ")}`;
  const written = writtenAt(place);
  if (written === undefined) return missingField(place, expected);
  const suggestions = typeof written === "string" ? nearest(written, options.map(String)).map((s) => `"${s}"`) : [];
  const hint = suggestions.length > 0 ? `Did you mean ${suggestions.join(" or ")}?` : undefined;
  return reportAt(place, "invalid-value", { reason: `expected ${expected}, got ${describeValue(written)}` }, { hint });
}

/** A key of a mapping of names (such as the hosts of site.yaml) that its rule refuses. */
function refusedName(place: IssuePlace, issue: z.core.$ZodIssueInvalidKey): SiteError {
  const reason = issue.issues[0]?.message ?? issue.message;
  const key = String(place.relative[place.relative.length - 1] ?? "");
  const position = positionOf(place.context.source, place.path, { key: true });
  const where = { file: place.context.source.file, ...position, path: formatPath(place.path) };
  return siteError(
    "invalid-value",
    where,
    { reason: `the name "${key}" is not allowed: ${reason}` },
    "Rename the key.",
  );
}

/**
 * A problem a schema's own rule found: the code it names (an unknown one is a mistake in the schema,
 * not in the site, and stops the run), or an invalid value in the rule's words.
 */
function ruleProblem(place: IssuePlace, issue: z.core.$ZodIssueCustom): SiteError {
  const code: unknown = issue.params?.code ?? "invalid-value";
  const hint: unknown = issue.params?.hint;
  if (!isErrorCode(code))
    throw new Error(`a schema reported the error code ${String(code)}, which the catalogue lacks`);
  const { context, path } = place;
  const where = { file: context.source.file, ...positionOf(context.source, path), path: formatPath(path) };
  return schemaError(code, where, issue.message, typeof hint === "string" ? hint : undefined);
}

/** A format check that failed: our schemas word their own, zod's ("Invalid URL") get a plainer one. */
function badFormat(place: IssuePlace, issue: z.core.$ZodIssueInvalidStringFormat): SiteError {
  const expected = issue.message.startsWith("Invalid")
    ? `expected ${formatNames[issue.format] ?? issue.format}`
    : issue.message;
  return reportAt(place, "invalid-value", { reason: `${expected}, got ${describeValue(issue.input)}` });
}

function issueToErrors(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[], context: IssueContext): SiteError[] {
  const relative = [...prefix, ...issue.path];
  const place: IssuePlace = { issue, relative, path: [...context.base, ...relative], context };
  switch (issue.code) {
    case "invalid_union":
      if (issue.errors.length === 0 && "options" in issue && issue.options) return [unknownKind(place, issue.options)];
      if (issue.errors.length === 0)
        return [reportAt(place, "invalid-value", { reason: "matches none of the allowed forms" })];
      return bestBranch(issue.errors).flatMap((branchIssue) => issueToErrors(branchIssue, relative, context));
    case "unrecognized_keys":
      return unknownKeys(place, issue.keys);
    case "invalid_type":
      return [wrongType(place, issue)];
    case "invalid_value":
      return [notAllowed(place, issue)];
    case "invalid_key":
      return [refusedName(place, issue)];
    case "too_small":
    case "too_big":
      return [reportAt(place, "invalid-value", { reason: sizeMessage(issue) })];
    case "invalid_format":
      return [badFormat(place, issue)];
    case "custom":
      return [ruleProblem(place, issue)];
    default:
      return [reportAt(place, "invalid-value", { reason: issue.message })];
  }
}

/** "blocks[0].heading" → "blocks[0]": the mapping a reported key belongs to. */
const parentPath = (path: string) => path.replace(/(\.[^.[\]]+|\[\d+\])$/, "");
const lastKey = (path: string) => /([^.[\]]+)$/.exec(path)?.[1] ?? "";

/**
 * A misspelt key is reported once: "heding" is an unknown key whose hint names "heading", so the
 * missing "heading" beside it is the same mistake and is not reported again.
 */
function withoutMisspeltFields(errors: SiteError[]): SiteError[] {
  const unknownKeys = errors.filter((error) => error.code === "unknown-key");
  return errors.filter(
    (error) =>
      error.code !== "missing-field" ||
      !unknownKeys.some(
        (unknown) =>
          parentPath(unknown.path) === parentPath(error.path) &&
          nearest(lastKey(unknown.path), [lastKey(error.path)]).length > 0,
      ),
  );
}

/** Turns zod's issues for a value read from `source` into site errors with positions and hints. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], context: IssueContext): SiteError[] {
  return withoutMisspeltFields(issues.flatMap((issue) => issueToErrors(issue, [], context)));
}
