import { describe, expect, it } from "vitest";
import { fieldRows, type JsonSchema } from "../../scripts/docs/schema-fields";
import { jsonSchemas } from "../../src/engine/validate/json-schemas";

const schemas = [...jsonSchemas({ languages: ["en", "es"] })].map(
  ([file, text]) => [file, JSON.parse(text) as JsonSchema] as const,
);

describe("the schemas of pages, blocks, the site and the collections", () => {
  it.each(schemas)("%s: every field says what it is for", (_file, schema) => {
    // A collection's schema is a list of records: its fields are those of the record.
    const root = schema.type === "array" && !Array.isArray(schema.items) && schema.items ? schema.items : schema;
    const undescribed = fieldRows(root)
      .filter((row) => row.description.trim() === "")
      .map((row) => row.name);
    expect(undescribed, 'fields without text("...") or .meta({ description })').toEqual([]);
  });

  it("finds a field without a description, wherever it is nested", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        blocks: {
          description: "The blocks.",
          type: "array",
          items: {
            oneOf: [
              {
                type: "object",
                properties: {
                  type: { const: "faq", description: "The block type." },
                  items: { type: "array", items: { type: "object", properties: { question: { type: "string" } } } },
                },
              },
            ],
          },
        },
      },
    };
    expect(
      fieldRows(schema)
        .filter((row) => !row.description)
        .map((row) => row.name),
    ).toEqual(["blocks[type=faq].items", "blocks[type=faq].items[].question"]);
  });
});
