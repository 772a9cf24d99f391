import { z } from "zod";
import type { JsonSchema } from "../../../../schema/kit/field-kinds";
import { isMapping } from "../../read/yaml-data";

/** A JSON Schema, as z.toJSONSchema writes it: read by the keywords this file follows, nothing more. */
type JsonNode = Record<string, unknown>;

const jsonSchemas = new WeakMap<z.ZodType, JsonNode>();

/**
 * The JSON Schema of what a schema accepts as input, made once per schema: draft-7, as editors and
 * docs/blocks.md read it, so a report names a field's type with the words the docs use.
 */
function inputJsonSchema(schema: z.ZodType): JsonNode {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", target: "draft-7", unrepresentable: "any" });
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The schemas a value here may be checked by: each option of a union, the target of a reference. */
function alternatives(node: unknown, root: JsonNode): JsonNode[] {
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

/** What a value at `segment` inside a value of this schema is checked by; a tuple lists one schema per item. */
function child(node: JsonNode, segment: PropertyKey): unknown {
  const { properties, additionalProperties, items } = node;
  if (typeof segment === "number") return Array.isArray(items) ? items[segment] : items;
  const field = isMapping(properties) ? properties[String(segment)] : undefined;
  return field ?? additionalProperties;
}

/**
 * The schemas that may check the value at `path` inside a value of `schema`, the field's own first and
 * then each option of the unions on the way. Read from the schema's JSON Schema, which says what a
 * document may hold in the terms editors use.
 */
export function schemasAt(schema: z.ZodType, path: readonly PropertyKey[]): JsonSchema[] {
  const root = inputJsonSchema(schema);
  let here = alternatives(root, root);
  for (const segment of path) here = here.flatMap((node) => alternatives(child(node, segment), root));
  return here;
}
