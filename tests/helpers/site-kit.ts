import { emptyRecords } from "../../schema/collections";
import path from "node:path";
import { createBlockKit, type BlockContext } from "../../schema/kit/block-kit";
import { loadCollections } from "../../src/engine/load-collections";
import { readPublicImages } from "../../src/engine/public-images";
import { readSources } from "../../src/engine/read-sources";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** A block kit over this project's own images and collections, as the loader builds it. */
export async function projectBlockKit() {
  const [{ sources }, images] = await Promise.all([
    readSources(projectRoot),
    readPublicImages(path.join(projectRoot, "public")),
  ]);
  const context: BlockContext = {
    images,
    hosts: { app: "https://app.example" },
    links: [],
    records: emptyRecords(),
    current: undefined,
  };
  const kit = createBlockKit(context);
  const collections = loadCollections(sources.content, kit);
  context.records = collections.records;
  return { kit, context, errors: collections.errors };
}
