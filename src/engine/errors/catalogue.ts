/**
 * Every way a site's files can be wrong, as data: a stable code, a title, a message made from the facts
 * of the case, and a hint that says what to do. A leaf: the schemas and the engine both make their
 * reports from it, and docs/errors.md is generated from it. Warnings are reported but fail nothing;
 * every other code stops the build.
 */
import { contentCodes, type ContentFacts } from "./content-codes";
import { fileCodes, type FileFacts } from "./file-codes";

/** One kind of problem: how its message reads for the facts of a case, and what to do about it. */
export interface CatalogueEntry<Facts> {
  title: string;
  message: (facts: Facts) => string;
  hint: string;
  severity?: "warning";
}

/** What each code's message is made from. */
export type ErrorFactsMap = FileFacts & ContentFacts;

export type ErrorCode = keyof ErrorFactsMap;

export const errorCatalogue: { [Code in ErrorCode]: CatalogueEntry<ErrorFactsMap[Code]> } = {
  ...fileCodes,
  ...contentCodes,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCatalogue, value);
}

/** A code's message for the facts of one case: an unknown code, or facts of another shape, is a type error. */
export function errorMessage<Code extends ErrorCode>(code: Code, facts: ErrorFactsMap[Code]): string {
  const entry: CatalogueEntry<ErrorFactsMap[Code]> = errorCatalogue[code];
  return entry.message(facts);
}
