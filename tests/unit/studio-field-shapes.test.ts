import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { choicesOf, emptyValue, hasShape, schemaType, shapesOf } from "../../src/studio/schema-value";
import type { FieldSchema } from "../../src/studio/studio-api-types";

/** The generated page schema, read as the studio's server sends its blocks' parts to the form. */
const pageSchema = JSON.parse(readFileSync(new URL("../../schema/page.schema.json", import.meta.url), "utf8")) as {
  properties: { blocks: { items: { oneOf: FieldSchema[] } } };
};

/** A block's field as the studio's form reads it. */
function blockField(type: string, key: string): FieldSchema {
  const blocks = pageSchema.properties.blocks.items.oneOf;
  const block = blocks.find((candidate) => candidate.properties?.type?.const === type);
  const field = block?.properties?.[key];
  if (!field) throw new Error(`no field ${key} on ${type}`);
  return field;
}

describe("fields of several shapes, as the studio's form draws them", () => {
  it("offers a choice of constants as a list of values", () => {
    const columns = blockField("card-grid", "columns");
    expect(schemaType(columns)).toBe("enum");
    expect(choicesOf(columns)).toEqual([2, 3, 4]);
  });

  it("tells which shape a value has, so the form shows the right input", () => {
    const open = blockField("faq", "open");
    const shapes = shapesOf(open);
    expect(schemaType(open)).toBeUndefined();
    expect(shapes.findIndex((shape) => hasShape(shape, 2))).toBe(0);
    expect(shapes.findIndex((shape) => hasShape(shape, "none"))).toBe(1);
    expect(shapes.findIndex((shape) => hasShape(shape, "all"))).toBe(-1);
    expect(shapes.findIndex((shape) => hasShape(shape, 1.5))).toBe(-1);
  });

  it("starts a chosen shape at a value the engine accepts", () => {
    const [count, none] = shapesOf(blockField("faq", "open"));
    expect(count && emptyValue(count)).toBe(1);
    expect(none && emptyValue(none)).toBe("none");
    const [milliseconds, off] = shapesOf(blockField("testimonial-slider", "autoplay"));
    expect(milliseconds && emptyValue(milliseconds)).toBe(2000);
    expect(off && emptyValue(off)).toBe(false);
  });

  it("tells a group of fields by the keys it must have", () => {
    const shape: FieldSchema = { type: "object", required: ["from", "id"], properties: {} };
    expect(hasShape(shape, { from: "blog", id: 3 })).toBe(true);
    expect(hasShape(shape, { from: "blog" })).toBe(false);
    expect(hasShape(shape, [])).toBe(false);
  });
});
