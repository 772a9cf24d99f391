import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registryFiles } from "../../scripts/generate/registries";
import { projectRoot } from "../helpers/site-kit";

describe("the generated registries of block types", () => {
  it("are up to date with schema/blocks/ and src/blocks/", async () => {
    for (const [file, text] of await registryFiles(projectRoot)) {
      const onDisk = await readFile(path.join(projectRoot, file), "utf8").catch(() => "(missing)");
      expect(onDisk === text, `${file} is stale: run npm run generate and commit the result`).toBe(true);
    }
  }, 60_000);
});
