import type { z } from "zod";
import { wrappedSchema } from "./schema-wrapper";

/** The schemas a value at this point may be checked by, looking through wrappers and unions. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType[] {
  const inner = wrappedSchema(schema);
  if (inner) return unwrap(inner);
  const def = schema._zod.def;
  return def.type === "union" ? (def as z.core.$ZodUnionDef).options.flatMap(unwrap) : [schema];
}

function child(schema: z.core.$ZodType, segment: PropertyKey): z.core.$ZodType[] {
  const def = schema._zod.def;
  if (def.type === "object") {
    const shape = (def as z.core.$ZodObjectDef).shape;
    const field = typeof segment === "string" ? shape[segment] : undefined;
    return field ? [field] : [];
  }
  if (def.type === "array") return [(def as z.core.$ZodArrayDef).element];
  if (def.type === "tuple" && typeof segment === "number") {
    const item = (def as z.core.$ZodTupleDef).items[segment];
    return item ? [item] : [];
  }
  if (def.type === "record") return [(def as z.core.$ZodRecordDef).valueType];
  return [];
}

/**
 * The keys a mapping at `path` may have under `schema`, for "unknown key" messages.
 * Where a union allows several shapes, the keys of all of them.
 */
export function allowedKeysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  let current = unwrap(schema);
  for (const segment of path) current = current.flatMap((candidate) => child(candidate, segment)).flatMap(unwrap);
  const keys = current.flatMap((candidate) =>
    candidate._zod.def.type === "object" ? Object.keys((candidate._zod.def as z.core.$ZodObjectDef).shape) : [],
  );
  return [...new Set(keys)];
}
