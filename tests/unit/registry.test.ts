import { describe, expect, it } from "vitest";
import { blockTypes } from "../../schema/blocks";
import { islandStarts } from "../../src/islands/island-start";
import { blockModules } from "../../src/blocks/registry";

describe("the block registry", () => {
  it("has a module for every block type, and no module without a schema", () => {
    expect(Object.keys(blockModules).sort()).toEqual([...blockTypes].sort());
  });

  it("gives every type a component, and an island rule that is a known start, a function, or none (static)", () => {
    for (const [type, module] of Object.entries(blockModules)) {
      expect(typeof module.default, type).toBe("function");
      const rule = module.island;
      if (rule === undefined || typeof rule === "function") continue;
      expect(islandStarts, type).toContain(rule);
    }
  });
});
