import type { FieldSchema } from "./studio-api-types";

/** The shapes a field may take, when its schema offers a choice between them ("none", or a number). */
export const shapesOf = (schema: FieldSchema): readonly FieldSchema[] => schema.anyOf ?? schema.oneOf ?? [];

/** The values a field is chosen from: its enum, or its shapes when each is one constant (2, 3 or 4). */
export function choicesOf(schema: FieldSchema): readonly unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const shapes = shapesOf(schema);
  return shapes.length > 0 && shapes.every((shape) => "const" in shape)
    ? shapes.map((shape) => shape.const)
    : undefined;
}

/** The one type a field's schema names, "enum" for a choice of values, or undefined for a choice between shapes. */
export function schemaType(schema: FieldSchema): string | undefined {
  if (choicesOf(schema)) return "enum";
  const { type } = schema;
  return Array.isArray(type) ? type.find((name) => name !== "null") : type;
}

/** An empty value of a schema's type, for a new item of a list or a field filled in for the first time. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if ("const" in schema) return schema.const;
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
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
    case "boolean":
      return false;
    case "enum":
      return choicesOf(schema)?.[0];
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

/** Whether a value has a shape: its constant, or its kind of value (an object, by the keys it must have). */
export function hasShape(shape: FieldSchema, value: unknown): boolean {
  if ("const" in shape) return shape.const === value;
  switch (schemaType(shape)) {
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "string":
    case "boolean":
      return typeof value === schemaType(shape);
    case "array":
      return Array.isArray(value);
    case "object":
      return (
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value) &&
        (shape.required ?? []).every((key) => key in value)
      );
    default:
      return false;
  }
}
