import { z } from "zod";
import type { AssetKit } from "./kit/asset-kit";
import type { CollectionKit } from "./kit/collection-kit";
import type { ShownPerson } from "./kit/person-reference";

/** Every record of a collection has a numeric id, unique in its file; pages reference records by it. */
const recordId = z.number().int().positive().meta({ description: "Unique number of this record." });

/** Reads the records of a collection file with the collection's record schema, by id. */
export type RecordReader = <Schema extends z.ZodType>(schema: Schema) => Map<number, z.output<Schema>>;

/** An image of a record as validation resolved it: its address, and for a photo where its copies are. */
type RecordImage = z.output<ReturnType<AssetKit["image"]>>;

/** What a feed tells of one record: a collection that can say this of each record has dates, and can have a feed. */
export interface FeedEntryFacts {
  title: string;
  /** The day it was published, "2026-03-12". */
  published: string;
  /** One or two sentences a feed reader shows under the title. */
  summary: string;
  image?: RecordImage;
  categories: string[];
}

/** A record as blocks receive it: the person it names by id stands in it as their name and portrait. */
type ShownRecord<Fields> = Fields extends { person: ShownPerson } ? Omit<Fields, "person"> & ShownPerson : Fields;

/**
 * Puts a named person's name and portrait where the record's own would be, so a block shows a
 * testimonial or a comment with the props it always took, and a page's HTML carries no extra key.
 */
function showPerson<Fields extends object>(fields: Fields): ShownRecord<Fields> {
  // TypeScript cannot resolve the conditional type of a generic record: the assertions are here alone.
  if (!("person" in fields)) return fields as ShownRecord<Fields>;
  const { person, ...rest } = fields;
  return { ...rest, ...(person as ShownPerson) } as ShownRecord<Fields>;
}

function recordSchema<Shape extends z.ZodRawShape>(description: string, shape: (kit: CollectionKit) => Shape) {
  return (kit: CollectionKit) =>
    z
      .strictObject({ id: recordId, ...shape(kit) })
      .meta({ description })
      .transform(showPerson);
}

/** A record of the collection whose fields are `Shape`, as validation gives it. */
type RecordOfShape<Shape extends z.ZodRawShape> = z.output<ReturnType<ReturnType<typeof recordSchema<Shape>>>>;

/** One record as a feed lists it: its id, which leads to its page, and what the feed tells of it. */
export type FeedEntry = FeedEntryFacts & { id: number };

/**
 * A collection is a list of records in content/<name>.yaml, referenced from pages by id.
 * Its schema is a factory so image and link fields can check against the site's files. A collection
 * whose records have a publication date says how a feed reads one (`feedEntry`): only such a
 * collection can have a feed (site.yaml's `feeds`).
 */
export function defineCollection<const Name extends string, Shape extends z.ZodRawShape>(
  name: Name,
  description: string,
  shape: (kit: CollectionKit) => Shape,
  options: { feedEntry?: (record: RecordOfShape<Shape>) => FeedEntryFacts } = {},
) {
  const record = recordSchema(description, shape);
  const { feedEntry } = options;
  return {
    name,
    description,
    record,
    /** Hands `read` this collection's schema with its exact type, which a list of collections would blur. */
    readRecords: (kit: CollectionKit, read: RecordReader) => read(record(kit)),
    /** Every record as a feed lists it, for a collection with dates; undefined for one without. */
    feedEntries:
      feedEntry &&
      ((records: ReadonlyMap<number, RecordOfShape<Shape>>): FeedEntry[] =>
        [...records].map(([id, record]) => ({ id, ...feedEntry(record) }))),
  };
}
