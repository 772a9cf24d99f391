import type { z } from "zod";
import { nearest } from "../errors/did-you-mean";
import { errorCatalogue, isErrorCode, siteError, type ErrorCode, type SiteError } from "../errors/catalogue";
import { splitNumberAt } from "./decimal-comma";
import { allowedKeysAt } from "./schema-keys";
import { formatPath, positionOf, type YamlSource } from "../read/yaml-source";

const expectedNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping",
  tuple: "a list",
  record: "a mapping",
  null: "nothing",
};

const formatNames: Record<string, string> = {
  url: "a full URL such as https://www.example.com",
  email: "an e-mail address",
  regex: "text in the expected format",
};

/** How a value from the file reads in a message: "19,99" quoted, 42 as a number, a list, a mapping. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value";
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return "a list";
  return "a mapping";
}

/**
 * What is wrong with a value where a number was expected, when it is almost one: "19,99" written
 * with a decimal comma, or a number too large to hold (1e400, read as text or as infinity).
 */
function numberProblem(input: unknown): { code: ErrorCode; message: string; hint?: string } | undefined {
  if (typeof input === "string" && /^[-+]?\d+,\d+$/.test(input.trim())) {
    return {
      code: "decimal-comma",
      message: `expected a number, got ${describeValue(input)}; write ${input.trim().replace(",", ".")}`,
    };
  }
  const tooLarge =
    (typeof input === "string" &&
      /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(input.trim()) &&
      !Number.isFinite(Number(input))) ||
    (typeof input === "number" && !Number.isFinite(input) && !Number.isNaN(input));
  if (tooLarge) {
    const written = typeof input === "string" ? input.trim() : String(input);
    return {
      code: "invalid-value",
      message: `the number ${written} is too large`,
      hint: "Write a number below 1e308; a price or a count is far smaller.",
    };
  }
  return undefined;
}

/** Where a union was tried: the branch that got furthest into the value explains best what is wrong. */
function bestBranch(branches: readonly z.core.$ZodIssue[][]): z.core.$ZodIssue[] {
  const depth = (issues: readonly z.core.$ZodIssue[]) => Math.max(...issues.map((issue) => issue.path.length));
  return [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
}

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum;
  const word = small ? "at least" : "at most";
  if (issue.origin === "string") {
    return small && Number(bound) === 1 ? "must not be empty" : `must be ${word} ${bound} characters long`;
  }
  if (issue.origin === "array" || issue.origin === "set") {
    return small && Number(bound) === 1 ? "must list at least one item" : `must list ${word} ${bound} items`;
  }
  return `must be ${word} ${bound}, got ${describeValue(issue.input)}`;
}

interface IssueContext {
  source: YamlSource;
  /** The schema the issue's path is relative to, to list allowed keys. */
  schema: z.core.$ZodType;
  /** Where in the document the validated value sits, such as ["blocks", 2]. */
  base: readonly PropertyKey[];
}

/** Turns zod's issues for a value read from `source` into site errors with positions and hints. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], context: IssueContext): SiteError[] {
  return withoutMisspeltFields(issues.flatMap((issue) => issueToErrors(issue, [], context)));
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

function issueToErrors(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[], context: IssueContext): SiteError[] {
  const relative = [...prefix, ...issue.path];
  const path = [...context.base, ...relative];
  const at = (code: ErrorCode, message: string, hint?: string, key?: string) => {
    const position = positionOf(context.source, key === undefined ? path : [...path, key], { key: key !== undefined });
    const shownPath = formatPath(key === undefined ? path : [...path, key]);
    return siteError(code, { file: context.source.file, ...position, path: shownPath }, message, hint);
  };

  switch (issue.code) {
    case "invalid_union": {
      if (issue.errors.length === 0) return [at("invalid-value", "matches none of the allowed forms")];
      return bestBranch(issue.errors).flatMap((branchIssue) => issueToErrors(branchIssue, relative, context));
    }
    case "unrecognized_keys": {
      const allowed = allowedKeysAt(context.schema, relative);
      return issue.keys.map((key) => {
        const split = splitNumberAt(context.source, path, key);
        if (split) {
          const where = {
            file: context.source.file,
            ...positionOf(context.source, split.path),
            path: formatPath(split.path),
          };
          return siteError(
            "decimal-comma",
            where,
            `${split.written}: the comma split the number into ${split.written.split(",")[0]} and a key "${key}"; write ${split.meant}`,
          );
        }
        const suggestions = nearest(key, allowed);
        const hint =
          suggestions.length > 0 ? `Did you mean ${suggestions.map((s) => `"${s}"`).join(" or ")}?` : undefined;
        return at("unknown-key", `unknown key "${key}"; allowed keys: ${allowed.join(", ")}`, hint, key);
      });
    }
    case "invalid_type": {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) {
        const field = String(relative[relative.length - 1] ?? "value");
        return [
          at(
            "missing-field",
            `missing required field "${field}" (${expected})`,
            `Add ${field}: <${expected}> to this mapping.`,
          ),
        ];
      }
      if (issue.expected === "number") {
        const number = numberProblem(issue.input);
        if (number) return [at(number.code, number.message, number.hint)];
      }
      return [at("wrong-type", `expected ${expected}, got ${describeValue(issue.input)}`)];
    }
    case "invalid_value": {
      const values = issue.values.map((value) => JSON.stringify(value));
      const suggestions =
        typeof issue.input === "string" ? nearest(issue.input, issue.values.map(String)).map((s) => `"${s}"`) : [];
      const hint =
        suggestions.length > 0 ? `Did you mean ${suggestions.join(" or ")}?` : errorCatalogue["invalid-value"].hint;
      const expected = values.length === 1 ? values[0] : `one of ${values.join(", ")}`;
      return [at("invalid-value", `expected ${expected}, got ${describeValue(issue.input)}`, hint)];
    }
    case "invalid_key": {
      // A key of a mapping of names (such as the hosts of site.yaml) that its rule refuses.
      const reason = issue.issues[0]?.message ?? issue.message;
      const key = String(relative[relative.length - 1] ?? "");
      const position = positionOf(context.source, path, { key: true });
      return [
        siteError(
          "invalid-value",
          { file: context.source.file, ...position, path: formatPath(path) },
          `the name "${key}" is not allowed: ${reason}`,
          "Rename the key.",
        ),
      ];
    }
    case "too_small":
    case "too_big":
      return [at("invalid-value", sizeMessage(issue))];
    case "invalid_format": {
      // Our schemas word their own format errors; zod's own ("Invalid URL") are replaced by a plainer one.
      const expected = issue.message.startsWith("Invalid")
        ? `expected ${formatNames[issue.format] ?? issue.format}`
        : issue.message;
      return [at("invalid-value", `${expected}, got ${describeValue(issue.input)}`)];
    }
    case "custom": {
      // Our schemas name the error's code, and may add a hint of their own, in the issue's params.
      const code: unknown = issue.params?.code;
      const hint: unknown = issue.params?.hint;
      const known = isErrorCode(code) ? code : "invalid-value";
      return [at(known, issue.message, typeof hint === "string" ? hint : undefined)];
    }
    default:
      return [at("invalid-value", issue.message)];
  }
}
