import type { z } from "zod";
import type { AssetKit } from "../kit/asset-kit";
import { blogCollection } from "./blog";

/** Every collection the site has, one file in content/ each. */
export const collections = [blogCollection] as const;

type CollectionDefinition = (typeof collections)[number];
export type CollectionName = CollectionDefinition["name"];

/** One record of a collection, as blocks receive it (images resolved to src, width and height). */
export type RecordOf<Name extends CollectionName> = z.output<
  ReturnType<Extract<CollectionDefinition, { name: Name }>["record"]>
>;

export type BlogPost = RecordOf<"blog">;

/** Records of every collection, by id. */
export type CollectionRecords = { [Name in CollectionName]: ReadonlyMap<number, RecordOf<Name>> };

/** No records yet: what schemas check against before the collections are read. */
export function emptyRecords(): CollectionRecords {
  // One entry per collection: the type check fails here when a collection is added without one.
  return { blog: new Map() };
}

export const collectionNames: readonly CollectionName[] = collections.map((collection) => collection.name);

export function collectionRecordSchema(name: CollectionName, kit: AssetKit) {
  const definition = collections.find((collection) => collection.name === name);
  if (!definition) throw new Error(`no collection named ${name}`);
  return definition.record(kit);
}
