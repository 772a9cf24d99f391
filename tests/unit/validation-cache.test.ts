import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { parseShard, shardOf } from "../../src/engine/shard";
import { validationCacheFolder } from "../../src/engine/validation-cache";
import { fixtureSite } from "../helpers/fixture-site";

const cached = (root: string, codeHash = "code") => ({ cache: { folder: validationCacheFolder(root), codeHash } });

describe("the validation cache", () => {
  it("gives the same site as validating every file", async () => {
    const root = await fixtureSite();
    const plain = await loadSite(root);
    await loadSite(root, cached(root));
    const again = await loadSite(root, cached(root));
    expect(again).toEqual(plain);
  });

  it("reports a file's errors on every run", async () => {
    const root = await fixtureSite("several-files");
    const first = await loadSite(root, cached(root));
    const second = await loadSite(root, cached(root));
    expect(first.errors.length).toBeGreaterThan(0);
    expect(second.errors).toEqual(first.errors);
  });

  it("validates a page again when what it is checked against changes, though the page did not", async () => {
    const root = await fixtureSite();
    const first = await loadSite(root, cached(root));
    expect(first.errors).toEqual([]);
    // The image every page shows is gone: the pages, unchanged, must be checked again and fail.
    await rm(path.join(root, "public/art/picture.svg"));
    const second = await loadSite(root, cached(root));
    expect(second.errors.map((error) => error.file)).toContain("pages/index.yaml");
    // And a new version of the code checks everything again, with the same result as without a cache.
    const third = await loadSite(root, cached(root, "other code"));
    expect(third.errors).toEqual((await loadSite(root)).errors);
  });
});

describe("shards", () => {
  it("reads i/n and refuses anything else", () => {
    expect(parseShard("2/8")).toEqual({ index: 2, count: 8 });
    for (const wrong of ["0/8", "9/8", "2", "a/b", "2/0"]) expect(() => parseShard(wrong)).toThrow("--shard takes i/n");
  });

  it("puts each route in one shard, the same one whatever other routes exist", () => {
    const routes = Array.from({ length: 400 }, (_, index) => `/page-${index}`);
    const counts = new Map<number, number>();
    for (const route of routes) {
      const shard = shardOf(route, 4);
      expect(shard).toBe(shardOf(route, 4));
      counts.set(shard, (counts.get(shard) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
    // Roughly even: no shard holds twice its share.
    for (const count of counts.values()) expect(count).toBeLessThan(200);
  });
});
