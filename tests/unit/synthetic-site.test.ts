import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { syntheticSite } from "../../scripts/bench/synthetic-site";

const appRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The bench times builds of generated sites; a generated site that does not validate would time
 * nothing but its errors. Made from this project's own blocks, it must follow every rule the project
 * follows, links included, as the project's pages change.
 */
describe("the bench's generated site", () => {
  it("validates, every link leading to one of its own pages", { timeout: 30_000 }, async () => {
    const { root } = await syntheticSite(appRoot, 40);
    const { site, errors } = await loadSite(root);
    expect(errors.map((error) => `${error.file}:${error.line} ${error.message}`)).toEqual([]);
    expect(site?.pages.filter((page) => page.route.startsWith("/generated/"))).toHaveLength(40);
  });
});
