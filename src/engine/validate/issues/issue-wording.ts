import type { z } from "zod";
import type { ErrorFactsMap } from "../../errors/catalogue";
import { describeValue } from "../../errors/describe-value";
import { numberHint, numberInText } from "./meant-values";

/** What zod calls a type, as the reports name it. */
export const expectedNames: Record<string, string> = {
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

/** zod's own formats, as the reports name them where a schema words no message of its own. */
export const formatNames: Record<string, string> = {
  url: "a full URL such as https://www.example.com",
  email: "an e-mail address",
  regex: "text in the expected format",
};

/** What is wrong with a value where a number was expected, when it is almost one. */
export type NumberProblem =
  | { code: "decimal-comma"; facts: ErrorFactsMap["decimal-comma"]; hint?: undefined }
  | { code: "invalid-value"; facts: ErrorFactsMap["invalid-value"]; hint: string }
  | { code: "wrong-type"; facts: ErrorFactsMap["wrong-type"]; hint: string };

/**
 * "19,99" written with a decimal comma; a number too large to hold (1e400, read as text or as
 * infinity); or a number written as text ("$1,299.00", "19.99" in quotes), with the number to write.
 */
export function numberProblem(input: unknown, expected: string): NumberProblem | undefined {
  const meant = typeof input === "string" ? numberInText(input) : undefined;
  if (typeof input === "string" && meant?.onlyDecimalComma) {
    return { code: "decimal-comma", facts: { written: input, meant: input.trim().replace(",", ".") } };
  }
  if (meant) {
    return { code: "wrong-type", facts: { expected, got: describeValue(input) }, hint: numberHint(meant.value) };
  }
  const tooLarge =
    (typeof input === "string" &&
      /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(input.trim()) &&
      !Number.isFinite(Number(input))) ||
    (typeof input === "number" && !Number.isFinite(input) && !Number.isNaN(input));
  if (!tooLarge) return undefined;
  const written = typeof input === "string" ? input.trim() : String(input);
  return {
    code: "invalid-value",
    facts: { reason: `the number ${written} is too large` },
    hint: "Write a number below 1e308; a price or a count is far smaller.",
  };
}

/**
 * "must list at least one item", "must be at most 5, got number 7", "must be more than 0, got number 0"
 * (a bound the value may not equal, as `.positive()` sets): a bound, in words.
 */
export function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === "too_small";
  const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
  const word = issue.inclusive === false ? (small ? "more than" : "less than") : small ? "at least" : "at most";
  if (issue.origin === "string") {
    return small && Number(bound) === 1 ? "must not be empty" : `must be ${word} ${bound} characters long`;
  }
  if (issue.origin === "array" || issue.origin === "set") {
    return small && Number(bound) === 1 ? "must list at least one item" : `must list ${word} ${bound} items`;
  }
  return `must be ${word} ${bound}, got ${describeValue(issue.input)}`;
}
