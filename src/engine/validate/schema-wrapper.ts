import type { z } from "zod";

/**
 * The schema a wrapper checks its value with (optional, nullable, default, a pipe's input, a lazy
 * schema's target, ...); undefined for a schema that wraps none. What a wrapper adds (a default, null)
 * never changes which keys or fields a value has.
 */
export function wrappedSchema(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return (def as z.core.$ZodOptionalDef).innerType;
    case "pipe":
      return (def as z.core.$ZodPipeDef).in;
    case "lazy":
      return (def as z.core.$ZodLazyDef).getter();
    default:
      return undefined;
  }
}
