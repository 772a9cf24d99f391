import { z } from "zod";
import { describe, expect, it } from "vitest";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext } from "../../schema/kit/validation-context";
import { icon, text } from "../../schema/primitives";
import { fieldRows, type JsonSchema } from "../../scripts/docs/schema-fields";

const kit = createBlockKit(createValidationContext());
const rowsOf = (schema: z.ZodType) =>
  fieldRows(z.toJSONSchema(schema, { io: "input", target: "draft-7", unrepresentable: "any" }) as JsonSchema);

describe("the rows of a props table", () => {
  it("name nested fields by their path, with types in a YAML author's words", () => {
    const rows = rowsOf(
      z.strictObject({
        items: z.array(z.strictObject({ question: text("The question.") })).meta({ description: "The items." }),
        variant: z.enum(["cards", "lines"]).default("cards").meta({ description: "How they look." }),
        image: kit.image(),
        icon: icon().optional(),
        tags: z.array(text("A tag.")).default([]).meta({ description: "Tags." }),
        count: z.number().int().meta({ description: "How many." }),
      }),
    );
    expect(rows.map(({ name, type, required }) => [name, type, required])).toEqual([
      ["items", "list of mappings", true],
      ["items[].question", "text", true],
      ["variant", "`cards` or `lines`", false],
      ["image", "image path", true],
      ["icon", "icon name", false],
      ["tags", "list of texts", false],
      ["count", "whole number", true],
    ]);
    expect(rows.find((row) => row.name === "variant")?.default).toBe("cards");
  });

  it("list a field two written forms share once, and say what each form takes instead", () => {
    const rows = rowsOf(z.strictObject({ posts: kit.many("blog") }));
    expect(rows.map(({ name, required, orInstead }) => [name, required, orInstead])).toEqual([
      ["posts", true, undefined],
      ["posts.from", true, undefined],
      ["posts.ids", true, ["posts.range"]],
      ["posts.range", true, ["posts.ids"]],
    ]);
  });
});
