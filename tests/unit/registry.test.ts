import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockTypes } from "../../schema/blocks";
import { blockComponents } from "../../src/blocks/registry";
import { projectRoot } from "../helpers/site-kit";

describe("the block registry", () => {
  it("has a component for every block type, and nothing else", () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...blockTypes].sort());
  });

  it("loads each type's component from src/blocks/<type>/index.tsx, where the prerender looks for it", async () => {
    const source = await readFile(path.join(projectRoot, "src/blocks/registry.ts"), "utf8");
    for (const type of blockTypes) {
      expect(source).toMatch(new RegExp(`"?${type}"?: lazyBlock\\(\\(\\) => import\\("\\./${type}"\\)\\)`));
    }
  });

  it("loads a component on first use, once", async () => {
    const first = blockComponents["not-found"].preload();
    expect(blockComponents["not-found"].preload()).toBe(first);
    await expect(first).resolves.toHaveProperty("default");
  });
});
