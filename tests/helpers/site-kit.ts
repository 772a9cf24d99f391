import path from "node:path";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext } from "../../schema/kit/validation-context";
import { loadCollections } from "../../src/engine/validate/validate-collections";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { readSources } from "../../src/engine/read/read-site";
import { rootBase } from "../../src/routing/base-path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** A block kit over this project's own images and collections, as the loader builds it. */
export async function projectBlockKit() {
  const [{ sources }, { images }] = await Promise.all([readSources(projectRoot), readPublicFiles(projectRoot)]);
  const hosts = new Map([["app", "https://app.example"]]);
  const collections = loadCollections(sources.content, { images, hosts, redirects: new Map(), base: rootBase });
  const context = createValidationContext({
    images,
    hosts,
    records: collections.records,
    unreadableRecords: collections.unreadable,
  });
  return { kit: createBlockKit(context), context, errors: collections.errors };
}
