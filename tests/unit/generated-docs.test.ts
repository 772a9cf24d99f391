import { readFile } from "node:fs/promises";
import path from "node:path";
import { rootBase } from "../../src/routing/base-path";
import { describe, expect, it } from "vitest";
import { collectionNames } from "../../schema/collections";
import { generatedDocuments } from "../../scripts/docs/documents";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { readSources } from "../../src/engine/read/read-site";
import { loadCollections } from "../../src/engine/validate/validate-collections";
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

  it("docs/collections.md lists every record a block can reference, by its id, under its collection", async () => {
    const collectionsDoc = generatedDocuments.find(({ file }) => file === "collections.md");
    const text = (await collectionsDoc?.generate()) ?? "";
    const [{ sources }, { images }] = await Promise.all([readSources(projectRoot), readPublicFiles(projectRoot)]);
    const { records } = loadCollections(sources.content, {
      images,
      hosts: new Map(),
      redirects: new Map(),
      base: rootBase,
    });
    for (const name of collectionNames) {
      const section = text.split(`\n## ${name}\n`)[1]?.split("\n## ")[0] ?? "";
      const listed = [...section.matchAll(/^\| (\d+) \|/gm)].map(([, id]) => Number(id));
      expect(listed, `the records of ${name}`).toEqual([...records[name].keys()]);
    }
  });
});
