import type { FieldSchema } from "./studio-api-types";

/** The one type a field's schema names, or undefined for a choice between shapes. */
export function schemaType(schema: FieldSchema): string | undefined {
  if (schema.enum) return "enum";
  const { type } = schema;
  return Array.isArray(type) ? type.find((name) => name !== "null") : type;
}

/** An empty value of a schema's type, for a new item of a list or a field filled in for the first time. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  switch (schemaType(schema)) {
    case "object": {
      const required = schema.required ?? [];
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.includes(key))
          .map(([key, field]) => [key, emptyValue(field)]),
      );
    }
    case "array":
      return [];
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "enum":
      return schema.enum?.[0];
    default:
      return "";
  }
}

/** An object's keys in its schema's order, as a person writes them: a field filled in later takes its place among them. */
export function inSchemaOrder(value: Record<string, unknown>, schema: FieldSchema): Record<string, unknown> {
  const order = Object.keys(schema.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)));
}
