import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { blockTypes, createBlockSchemas } from "../../schema/blocks";
import { blockModuleOf } from "../../src/blocks/registry";
import { readExamples } from "../../src/engine/catalog/block-examples";
import { projectBlockKit } from "../helpers/site-kit";
import { renderAt } from "../helpers/render-block";

let schemas: Awaited<ReturnType<typeof createBlockSchemas>>;
beforeAll(async () => {
  const { kit } = await projectBlockKit();
  schemas = createBlockSchemas(kit);
});

describe.each(blockTypes)("block %s", (type) => {
  it("has at least one example, each valid against its schema", () => {
    const { examples, errors } = readExamples(type);
    expect(errors).toEqual([]);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const parsed = schemas.get(type)?.safeParse(example);
      expect(parsed?.error?.issues ?? []).toEqual([]);
    }
  });

  it("has an example of every variant, so that the catalog and the docs show each", () => {
    const schema = schemas.get(type);
    const field = schema instanceof z.ZodObject ? schema.shape.variant : undefined;
    const variants = field instanceof z.ZodDefault ? field.unwrap() : field;
    if (!(variants instanceof z.ZodEnum)) return;
    const shown = new Set<unknown>(
      readExamples(type).examples.map((example) => {
        const props = schema?.parse(example);
        return props && "variant" in props ? props.variant : undefined;
      }),
    );
    expect(variants.options.filter((variant) => !shown.has(variant))).toEqual([]);
  });

  it("renders every example, its root marked with its type", () => {
    for (const example of readExamples(type).examples) {
      const props = schemas.get(type)?.parse(example);
      if (!props) throw new Error(`no schema for ${type}`);
      const { default: Component } = blockModuleOf(props);
      expect(renderAt(<Component {...props} />)).toContain(`data-block="${type}"`);
    }
  });
});
