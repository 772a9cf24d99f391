import type { ComponentType } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { blocks, createBlockSchemas } from "../../schema/blocks";
import { projectBlockKit } from "../helpers/site-kit";
import { renderAt } from "../helpers/render-block";

const examples = import.meta.glob<{ examples: Array<{ type: string }> }>("../../src/blocks/*/example.ts", {
  eager: true,
});
const components = import.meta.glob<{ default: ComponentType<object> }>("../../src/blocks/*/index.tsx", {
  eager: true,
});

let schemas: Awaited<ReturnType<typeof createBlockSchemas>>;
beforeAll(async () => {
  const { kit } = await projectBlockKit();
  schemas = createBlockSchemas(kit);
});

describe.each(blocks.map((block) => block.type))("block %s", (type) => {
  const folder = `../../src/blocks/${type}`;

  it("has at least one example, each valid against its schema", () => {
    const list = examples[`${folder}/example.ts`]?.examples ?? [];
    expect(list.length).toBeGreaterThan(0);
    for (const example of list) {
      expect(example.type).toBe(type);
      const parsed = schemas.get(type)?.safeParse(example);
      expect(parsed?.error?.issues ?? []).toEqual([]);
    }
  });

  it("renders every example, its root marked with its type", () => {
    const Component = components[`${folder}/index.tsx`]?.default;
    expect(Component).toBeDefined();
    for (const example of examples[`${folder}/example.ts`]?.examples ?? []) {
      const props = schemas.get(type)?.parse(example);
      const html = renderAt(Component && props ? <Component {...props} /> : null);
      expect(html).toContain(`data-block="${type}"`);
    }
  });
});
