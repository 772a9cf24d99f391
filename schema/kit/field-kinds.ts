import { iconNames } from "../icons";
import { linkDescription } from "./asset-kit";

/**
 * What a field takes, in the words a YAML author thinks in: docs/blocks.md names each field's type with
 * them, and a report of a missing field names what to write with the same words.
 */

/** The part of a generated JSON Schema (draft-7, as `npm run schema` writes it) that documents a field. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The ways a union may write the value: each is a schema of its own. */
export const unionOptions = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];

const iconList = new Set<unknown>(iconNames);
const isIconList = (values: unknown[]) =>
  values.length === iconList.size && values.every((value) => iconList.has(value));

const code = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

/** "list of texts", "list of mappings": a list of a named type reads in the plural. */
const plurals: Record<string, string> = {
  text: "texts",
  mapping: "mappings",
  number: "numbers",
  "whole number": "whole numbers",
  "icon name": "icon names",
  "web address": "web addresses",
  "image path": "image paths",
};
const plural = (type: string) => plurals[type] ?? type;

/** A field's type in the words a YAML author thinks in. */
function typeName(schema: JsonSchema): string {
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return isIconList(schema.enum) ? "icon name" : schema.enum.map(code).join(" or ");
  const union = unionOptions(schema);
  if (union.length > 0) return [...new Set(union.map(typeName))].join(" or ");
  if (Array.isArray(schema.items)) return `list of ${schema.items.length}: ${schema.items.map(typeName).join(", ")}`;
  switch (schema.type) {
    case "string":
      if (schema.format === "uri") return "web address";
      // kit.image(): a path that starts with "/", checked against the files in public/.
      return schema.format === "starts_with" && schema.pattern === "^\\/.*" ? "image path" : "text";
    case "integer":
      return "whole number";
    case "number":
      return "number";
    case "boolean":
      return "`true` or `false`";
    case "array":
      return schema.items ? `list of ${plural(typeName(schema.items))}` : "list";
    case "object":
      return schema.properties ? "mapping" : "mapping of names to values";
    default:
      return "any value";
  }
}

/** A field's type as docs/blocks.md names it: a text field that keeps the kit's link description is a link. */
export function fieldKind(schema: JsonSchema): string {
  const type = typeName(schema);
  return type === "text" && schema.description === linkDescription ? "link" : type;
}
