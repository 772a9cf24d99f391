import type * as yamlModule from "yaml";
import { parseDocument } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";

// The parser that keeps positions, watched: a file is read with the fast parser, which keeps none.
vi.mock("yaml", async (importOriginal) => {
  const yaml = await importOriginal<typeof yamlModule>();
  return { ...yaml, parseDocument: vi.fn(yaml.parseDocument) };
});

describe("positions", () => {
  it("are made for a file only when it has a problem to place: a valid site parses each file once", async () => {
    const { site, errors } = await loadSite(await fixtureSite(), { threads: 1 });
    expect(errors).toEqual([]);
    expect(site?.pages.length).toBeGreaterThan(2);
    expect(vi.mocked(parseDocument)).not.toHaveBeenCalled();
  });
});
