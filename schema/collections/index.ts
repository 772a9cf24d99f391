import type { z } from "zod";
import { blogCollection } from "./blog";
import { testimonialsCollection } from "./testimonials";

/** Every collection the site has, one file in content/ each. */
export const collections = [blogCollection, testimonialsCollection] as const;

type CollectionDefinition = (typeof collections)[number];
export type CollectionName = CollectionDefinition["name"];

/** One record of a collection, as blocks receive it (images resolved to src, width and height). */
export type RecordOf<Name extends CollectionName> = z.output<
  ReturnType<Extract<CollectionDefinition, { name: Name }>["record"]>
>;

export type BlogPost = RecordOf<"blog">;
export type Testimonial = RecordOf<"testimonials">;

/** Records of every collection, by id. */
export type CollectionRecords = { [Name in CollectionName]: ReadonlyMap<number, RecordOf<Name>> };

/** No records yet: what schemas check against before the collections are read. */
export function emptyRecords(): CollectionRecords {
  // One entry per collection: the type check fails here when a collection is added without one.
  return { blog: new Map(), testimonials: new Map() };
}

export const collectionNames: readonly CollectionName[] = collections.map((collection) => collection.name);

export function isCollectionName(value: unknown): value is CollectionName {
  return collectionNames.some((name) => name === value);
}
