import type { z } from "zod";
import { blogCollection } from "../../schema/collections/blog";
import { testimonialsCollection } from "../../schema/collections/testimonials";
import { collectionNames } from "../../schema/collections";
import type { AssetKit } from "../../schema/kit/asset-kit";
import type { CollectionRecords } from "../../schema/collections";
import { nearest } from "./did-you-mean";
import { siteError, type SiteError } from "./errors";
import { issuesToErrors, describeValue } from "./zod-issues";
import { documentStart, positionOf, type YamlSource } from "./yaml-source";

interface CollectionDefinition<Name extends string, Schema extends z.ZodType> {
  name: Name;
  record: (kit: AssetKit) => Schema;
}

/**
 * Reads content/<name>.yaml as a list of records. Each record is checked on its own, so one bad
 * record is reported without hiding the others from the pages that reference them.
 */
function readCollection<Name extends string, Schema extends z.ZodType<{ id: number }>>(
  definition: CollectionDefinition<Name, Schema>,
  source: YamlSource | undefined,
  kit: AssetKit,
  errors: SiteError[],
): Map<number, z.output<Schema>> {
  const records = new Map<number, z.output<Schema>>();
  // A collection without a file has no records; a page that references one is reported where it does.
  if (!source) return records;
  if (!source.readable) return records;
  const raw = source.data;
  if (!Array.isArray(raw)) {
    errors.push(
      siteError(
        "not-a-mapping",
        { file: source.file, ...documentStart(source) },
        `a collection file is a list of records, got ${describeValue(raw)}`,
        "Write one record per list item, each starting with '- id: <number>'.",
      ),
    );
    return records;
  }
  const schema = definition.record(kit);
  raw.forEach((item, index) => {
    const parsed = schema.safeParse(item, { reportInput: true });
    if (!parsed.success) {
      errors.push(...issuesToErrors(parsed.error.issues, { source, schema, base: [index] }));
      return;
    }
    const { id } = parsed.data;
    if (records.has(id)) {
      errors.push(
        siteError(
          "duplicate-id",
          { file: source.file, ...positionOf(source, [index, "id"]), path: `[${index}].id` },
          `id ${id} is used by an earlier record too`,
        ),
      );
      return;
    }
    records.set(id, parsed.data);
  });
  return records;
}

/** Every collection's records by id, and what was wrong with them. */
export function loadCollections(
  content: ReadonlyMap<string, YamlSource>,
  kit: AssetKit,
): { records: CollectionRecords; errors: SiteError[] } {
  const errors: SiteError[] = [];
  // One line per collection: the type check fails here when a collection is added without one.
  const records: CollectionRecords = {
    blog: readCollection(blogCollection, content.get("blog"), kit, errors),
    testimonials: readCollection(testimonialsCollection, content.get("testimonials"), kit, errors),
  };
  for (const [name, source] of content) {
    if (!(collectionNames as readonly string[]).includes(name)) {
      const suggestions = nearest(name, collectionNames);
      errors.push(
        siteError(
          "unknown-collection",
          { file: source.file, line: 1, column: 1 },
          `content/${name}.yaml is not a collection; known collections: ${collectionNames.join(", ")}`,
          suggestions.length > 0 ? `Did you mean content/${suggestions[0]}.yaml?` : undefined,
        ),
      );
    }
  }
  return { records, errors };
}
