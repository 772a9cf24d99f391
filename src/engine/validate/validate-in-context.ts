import type { z } from "zod";
import type { CurrentRecord, ValidationContext } from "../../../schema/kit/validation-context";
import { visitFields } from "./schema-fields";

/** A copy of `value` with `replacement` at `path`; the parts off the path are shared, not copied. */
function replaceAt(value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (typeof value === "object" && value !== null) {
    const key = String(head);
    return { ...value, [key]: replaceAt((value as Record<string, unknown>)[key], rest, replacement) };
  }
  return value;
}

/** On a per-record page, each "current" that refers to the page's collection becomes that record's reference. */
function withCurrentRecord(schema: z.core.$ZodType, raw: unknown, current: CurrentRecord): unknown {
  const places: (readonly PropertyKey[])[] = [];
  visitFields(schema, raw, (role, value, path) => {
    if (role.role === "record" && role.collection === current.collection && value === "current") places.push(path);
  });
  const reference = { from: current.collection, id: current.id };
  return places.reduce((input, path) => replaceAt(input, path, reference), raw);
}

/**
 * Validates a value read from one document, in that document's context: on a per-record page,
 * "current" stands for the page's record; once valid, the links and section ids the value declares
 * are noted in the context, at their paths from the document's root (`base` leads to the value).
 */
export function validateInContext<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  context: ValidationContext,
  base: readonly PropertyKey[] = [],
): z.ZodSafeParseResult<z.output<Schema>> {
  const input = context.current ? withCurrentRecord(schema, raw, context.current) : raw;
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) {
    visitFields(schema, input, (role, value, path) => {
      if (typeof value !== "string") return;
      if (role.role === "link") context.links.push({ href: value, path: [...base, ...path] });
      if (role.role === "anchor") context.anchors.push({ id: value, path: [...base, ...path] });
    });
  }
  return result;
}
