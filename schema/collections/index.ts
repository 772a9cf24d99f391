import type { z } from "zod";
import type { FeedEntry } from "../define-collection";
import { blogCollection } from "./blog";
import { blogCategoriesCollection } from "./blog-categories";
import { commentsCollection } from "./comments";
import { peopleCollection } from "./people";
import { portfolioCollection } from "./portfolio";
import { testimonialsCollection } from "./testimonials";

/**
 * Every collection the site has, one file in content/ each. This list is the only place a collection
 * is registered: its records, its loading and its editor schema all derive from it.
 */
export const collections = [
  peopleCollection,
  blogCollection,
  testimonialsCollection,
  portfolioCollection,
  blogCategoriesCollection,
  commentsCollection,
] as const;

export type CollectionDefinition = (typeof collections)[number];
export type CollectionName = CollectionDefinition["name"];

/** One record of a collection, as blocks receive it (images resolved to src, width and height). */
export type RecordOf<Name extends CollectionName> = z.output<
  ReturnType<Extract<CollectionDefinition, { name: Name }>["record"]>
>;

export type BlogPost = RecordOf<"blog">;
export type Testimonial = RecordOf<"testimonials">;
export type PortfolioEntry = RecordOf<"portfolio">;
export type Comment = RecordOf<"comments">;
export type Person = RecordOf<"people">;

/** Records of every collection, by id. */
export type CollectionRecords = { [Name in CollectionName]: ReadonlyMap<number, RecordOf<Name>> };

/**
 * One value per collection, made by `make` from its definition. TypeScript cannot follow a list into
 * an object keyed by its names, so the one assertion is here: every name of the list gets its entry.
 */
export function byCollection<Value extends { [Name in CollectionName]: unknown }>(
  make: (definition: CollectionDefinition) => Value[CollectionName],
): Value {
  return Object.fromEntries(collections.map((definition) => [definition.name, make(definition)])) as Value;
}

/** No records yet: what schemas check against before the collections are read. */
export function emptyRecords(): CollectionRecords {
  return byCollection<CollectionRecords>(() => new Map());
}

export const collectionNames: readonly CollectionName[] = collections.map((collection) => collection.name);

export function isCollectionName(value: unknown): value is CollectionName {
  return collectionNames.some((name) => name === value);
}

/** The collections whose records have dates: only they can have a feed. */
export const datedCollectionNames: readonly CollectionName[] = collections
  .filter((collection) => collection.feedEntries !== undefined)
  .map((collection) => collection.name);

/** How each dated collection's records read as feed entries; undefined for a collection without dates. */
type FeedReaders = {
  [Name in CollectionName]: ((records: CollectionRecords[Name]) => FeedEntry[]) | undefined;
};

const feedReaders = byCollection<FeedReaders>((definition) => definition.feedEntries);

/** The records of a dated collection as feed entries, in no particular order; undefined for one without dates. */
export function feedEntriesOf<Name extends CollectionName>(
  name: Name,
  records: CollectionRecords,
): FeedEntry[] | undefined {
  const read: FeedReaders[Name] = feedReaders[name];
  return read?.(records[name]);
}
