import type { z } from "zod";
import { schemasAt } from "./schema-at-path";

/**
 * The keys a mapping at `path` may have under `schema`, for "unknown key" messages: where a union
 * allows several shapes, the keys of all of them.
 */
export function allowedKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const keys = schemasAt(schema, path).flatMap((node) => Object.keys(node.properties ?? {}));
  return [...new Set(keys)];
}
