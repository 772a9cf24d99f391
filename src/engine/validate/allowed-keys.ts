import { z } from "zod";
import { isMapping } from "../read/is-mapping";

/** A JSON Schema, as z.toJSONSchema writes it: read by the keywords this file follows, nothing more. */
type JsonSchema = Record<string, unknown>;

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of what a schema accepts as input: the one editors read, made once per schema. */
function inputJsonSchema(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) jsonSchemas.set(schema, (json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })));
  return json;
}

/** The schemas a value here may be checked by: each option of a union, the target of a reference. */
function alternatives(node: unknown, root: JsonSchema): JsonSchema[] {
  if (!isMapping(node)) return [];
  const ref = node.$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (isMapping(at) ? at[key] : undefined), root);
    return alternatives(target, root);
  }
  const options = [node.anyOf, node.oneOf, node.allOf].flatMap((list) => (Array.isArray(list) ? list : []));
  return [node, ...options.flatMap((option) => alternatives(option, root))];
}

/** What a value at `segment` inside a value of this schema is checked by. */
function child(node: JsonSchema, segment: PropertyKey): unknown[] {
  const { properties, additionalProperties, items, prefixItems } = node;
  if (typeof segment === "number") {
    const prefix = Array.isArray(prefixItems) ? prefixItems[segment] : undefined;
    return [prefix ?? items];
  }
  const field = isMapping(properties) ? properties[String(segment)] : undefined;
  return [field ?? additionalProperties];
}

/**
 * The keys a mapping at `path` may have under `schema`, for "unknown key" messages: where a union
 * allows several shapes, the keys of all of them. Read from the schema's JSON Schema, which says
 * what a document may hold in the terms editors use.
 */
export function allowedKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const root = inputJsonSchema(schema);
  let here = alternatives(root, root);
  for (const segment of path)
    here = here.flatMap((node) => child(node, segment)).flatMap((node) => alternatives(node, root));
  const keys = here.flatMap((node) => (isMapping(node.properties) ? Object.keys(node.properties) : []));
  return [...new Set(keys)];
}
