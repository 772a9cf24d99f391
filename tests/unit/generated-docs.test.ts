import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedDocuments } from "../../scripts/docs/documents";
import { projectRoot } from "../helpers/site-kit";

describe("the generated documents", () => {
  it.each(generatedDocuments.map(({ file, generate }) => [file, generate] as const))(
    "docs/%s is up to date with the code it describes",
    async (file, generate) => {
      const onDisk = await readFile(path.join(projectRoot, "docs", file), "utf8").catch(() => "(missing)");
      expect(onDisk === (await generate()), `docs/${file} is stale: run npm run docs and commit the result`).toBe(true);
    },
    60_000,
  );
});
