import { z } from "zod";
import type { AssetKit } from "./kit/asset-kit";

/** Every record of a collection has a numeric id, unique in its file; pages reference records by it. */
const recordId = z.number().int().positive().meta({ description: "Unique number of this record." });

/** Reads the records of a collection file with the collection's record schema, by id. */
export type RecordReader = <Schema extends z.ZodType>(schema: Schema) => Map<number, z.output<Schema>>;

/**
 * A collection is a list of records in content/<name>.yaml, referenced from pages by id.
 * Its schema is a factory so image and link fields can check against the site's files.
 */
export function defineCollection<const Name extends string, Shape extends z.ZodRawShape>(
  name: Name,
  description: string,
  shape: (kit: AssetKit) => Shape,
) {
  const record = (kit: AssetKit) => z.strictObject({ id: recordId, ...shape(kit) }).meta({ description });
  return {
    name,
    description,
    record,
    /** Hands `read` this collection's schema with its exact type, which a list of collections would blur. */
    readRecords: (kit: AssetKit, read: RecordReader) => read(record(kit)),
  };
}
