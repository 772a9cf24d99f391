import { errorMessage, type ErrorCode, type ErrorFactsMap } from "./catalogue";

/**
 * A problem a schema finds, as a zod issue that names its code and facts: the engine reports it with
 * the catalogue's message and hint, or `hint` where the rule knows better. Typed, so a schema cannot
 * raise a code the catalogue does not have.
 */
export function schemaIssue<Code extends ErrorCode>(
  code: Code,
  input: unknown,
  facts: ErrorFactsMap[Code],
  options: { hint?: string; path?: PropertyKey[] } = {},
) {
  return {
    code: "custom" as const,
    input,
    message: errorMessage(code, facts),
    ...(options.path ? { path: options.path } : {}),
    params: { code, hint: options.hint },
  };
}
