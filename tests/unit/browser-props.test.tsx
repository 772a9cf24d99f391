import { beforeAll, describe, expect, it } from "vitest";
import { blockTypes, createBlockSchemas, type Block } from "../../schema/blocks";
import { blockModuleOf, browserPropsOf } from "../../src/blocks/registry";
import { readExamples } from "../../src/engine/catalog/block-examples";
import { PrerenderedChildren } from "../../src/islands/Prerendered";
import { projectBlockKit } from "../helpers/site-kit";
import { renderAt } from "../helpers/render-block";

let schemas: Awaited<ReturnType<typeof createBlockSchemas>>;
beforeAll(async () => {
  const { kit } = await projectBlockKit();
  schemas = createBlockSchemas(kit);
});

/**
 * The block as the browser draws it as it hydrates: its kept parts' elements, empty, as `<Prerendered>`
 * draws them there, and everything around them from the props given.
 */
function drawnAroundKeptParts(props: Block): string {
  const { default: Component } = blockModuleOf(props);
  return renderAt(
    <PrerenderedChildren value="keep">
      <Component {...props} />
    </PrerenderedChildren>,
  );
}

/** The block as the prerender draws it, kept parts and all. */
function prerendered(props: Block): string {
  const { default: Component } = blockModuleOf(props);
  return renderAt(<Component {...props} />);
}

const trimmedTypes = blockTypes.filter((type) => blockModuleOf({ type } as Block).browserProps);

describe("islands sent fewer props than they draw", () => {
  it("is what some blocks do", () => {
    expect(trimmedTypes).toContain("testimonial-slider");
  });

  describe.each(trimmedTypes)("block %s", (type) => {
    it("draws in the browser, from the props it is sent, what it draws from all its props around its kept parts", () => {
      for (const example of readExamples(type).examples) {
        const props = schemas.get(type)?.parse(example) as Block;
        expect(drawnAroundKeptParts(browserPropsOf(props))).toBe(drawnAroundKeptParts(props));
      }
    });

    it("is sent less than all its props, and the prerender still draws them all", () => {
      const saved = readExamples(type).examples.map((example) => {
        const props = schemas.get(type)?.parse(example) as Block;
        return JSON.stringify(props).length - JSON.stringify(browserPropsOf(props)).length;
      });
      // Never more, and less for some example: one may have nothing to leave out, such as a list of
      // entries that shows every fact.
      expect(Math.min(...saved)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...saved)).toBeGreaterThan(0);
      for (const example of readExamples(type).examples) {
        const props = schemas.get(type)?.parse(example) as Block;
        // A block may also leave out props it never draws (a portfolio grid's facts where its look
        // shows none), with no kept part at all.
        expect(prerendered(props).length).toBeGreaterThanOrEqual(drawnAroundKeptParts(props).length);
      }
    });
  });
});
