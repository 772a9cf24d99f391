import { describe, expect, it, vi } from "vitest";
import { blocks, createBlockSchemas } from "../../schema/blocks";
import { projectBlockKit } from "../helpers/site-kit";

describe("the block schemas of a load of the site", () => {
  it("builds a block type's schema when it is first asked for, and only then", async () => {
    const { kit } = await projectBlockKit();
    const faq = blocks.find((block) => block.type === "faq");
    if (!faq) throw new Error("the faq block is not registered");
    const build = vi.spyOn(faq, "schema");
    const schemas = createBlockSchemas(kit);
    expect(build).not.toHaveBeenCalled();
    const first = schemas.get("faq");
    expect(first).toBeDefined();
    expect(schemas.get("faq")).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    build.mockRestore();
  });

  it("has no schema for a name that is no block type", async () => {
    const { kit } = await projectBlockKit();
    expect(createBlockSchemas(kit).get("no-such-block")).toBeUndefined();
    expect(createBlockSchemas(kit).get("toString")).toBeUndefined();
  });
});
