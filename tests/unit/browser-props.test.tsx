import { beforeAll, describe, expect, it } from "vitest";
import { blockTypes, createBlockSchemas, type Block } from "../../schema/blocks";
import { blockModuleOf, browserPropsOf } from "../../src/blocks/registry";
import { readExamples } from "../../src/engine/catalog/block-examples";
import { projectBlockKit } from "../helpers/site-kit";
import { renderAt } from "../helpers/render-block";

let schemas: Awaited<ReturnType<typeof createBlockSchemas>>;
beforeAll(async () => {
  const { kit } = await projectBlockKit();
  schemas = createBlockSchemas(kit);
});

/**
 * The block as the prerender draws it, with what its kept parts hold left out: what the browser
 * hydrates around them. A kept part's children are the inside of its Suspense boundary's markers,
 * and the preloads of its pictures, which React writes first and passes over as it hydrates.
 */
function drawnAroundKeptParts(props: Block): string {
  const { default: Component } = blockModuleOf(props);
  return renderAt(<Component {...props} />)
    .replace(/<!--\$-->[\s\S]*?<!--\/\$-->/g, "<!--$--><!--/$-->")
    .replace(/^(?:<link rel="preload"[^>]*\/>)+/, "");
}

const trimmedTypes = blockTypes.filter((type) => blockModuleOf({ type } as Block).browserProps);

describe("islands sent fewer props than they draw", () => {
  it("is what some blocks do", () => {
    expect(trimmedTypes).toContain("testimonial-slider");
  });

  describe.each(trimmedTypes)("block %s", (type) => {
    it("draws in the browser, from the props it is sent, the HTML the prerender wrote around its kept parts", () => {
      for (const example of readExamples(type).examples) {
        const props = schemas.get(type)?.parse(example) as Block;
        expect(drawnAroundKeptParts(browserPropsOf(props))).toBe(drawnAroundKeptParts(props));
      }
    });

    it("is sent less than all its props, and the prerender still draws them all", () => {
      for (const example of readExamples(type).examples) {
        const props = schemas.get(type)?.parse(example) as Block;
        expect(JSON.stringify(browserPropsOf(props)).length).toBeLessThan(JSON.stringify(props).length);
        const { default: Component } = blockModuleOf(props);
        expect(renderAt(<Component {...props} />).length).toBeGreaterThan(drawnAroundKeptParts(props).length);
      }
    });
  });
});
