import type { z } from "zod";
import {
  byCollection,
  collectionNames,
  emptyRecords,
  isCollectionName,
  type CollectionName,
  type CollectionRecords,
} from "../../../schema/collections";
import { peopleCollection } from "../../../schema/collections/people";
import { createCollectionKit } from "../../../schema/kit/collection-kit";
import { createValidationContext, type SiteFacts, validateInContext } from "../../../schema/kit/validation-context";
import type { RecordReader } from "../../../schema/define-collection";
import { nearest } from "../errors/did-you-mean";
import { siteError, type SiteError, appendAll } from "../errors/site-error";
import type { CheckedDocument } from "../routes/link-check";
import { checkCommentDates } from "./comment-dates";
import { describeValue } from "../errors/describe-value";
import { issuesToErrors } from "./issues/zod-issues";
import { documentStart, positionOf, type YamlSource } from "../read/yaml-source";

/** Every collection's records by id, and what could not be read. */
export interface LoadedCollections {
  records: CollectionRecords;
  /** Whole files ("all") or single records that exist but could not be read; see SiteFacts. */
  unreadable: Map<CollectionName, ReadonlySet<number> | "all">;
  /** Each collection file as checked, for the link check. */
  documents: CheckedDocument[];
  errors: SiteError[];
}

/** The id a record is written with, if it has a numeric one. */
function recordIdOf(item: unknown): number | undefined {
  return typeof item === "object" && item !== null && "id" in item && typeof item.id === "number" ? item.id : undefined;
}

/**
 * Reads content/<name>.yaml as a list of records. Each record is checked on its own, so one bad
 * record is reported without hiding the others from the pages that reference them.
 */
function readCollection<Schema extends z.ZodType>(
  schema: Schema,
  name: CollectionName,
  source: YamlSource | undefined,
  facts: Pick<SiteFacts, "images" | "hosts" | "redirects">,
  loaded: Omit<LoadedCollections, "records">,
): Map<number, z.output<Schema>> {
  const records = new Map<number, z.output<Schema>>();
  // A collection without a file has no records; a page that references one is reported where it does.
  if (!source) return records;
  if (!source.readable) {
    loaded.unreadable.set(name, "all");
    return records;
  }
  const raw = source.data;
  if (!Array.isArray(raw)) {
    loaded.unreadable.set(name, "all");
    loaded.errors.push(
      siteError(
        "not-a-mapping",
        { file: source.file, ...documentStart(source) },
        { document: "collection", got: describeValue(raw) },
        "Write one record per list item, each starting with '- id: <number>'.",
      ),
    );
    return records;
  }
  const context = createValidationContext(facts);
  const unreadable = new Set<number>();
  raw.forEach((item, index) => {
    const parsed = validateInContext(schema, item, context);
    const id = recordIdOf(item);
    if (!parsed.success) {
      appendAll(loaded.errors, issuesToErrors(parsed.error.issues, { source, schema, base: [index] }));
      if (id !== undefined) unreadable.add(id);
      return;
    }
    // The schema accepted the record, so it has its id.
    if (id === undefined) return;
    if (records.has(id)) {
      unreadable.add(id);
      loaded.errors.push(
        siteError(
          "duplicate-id",
          { file: source.file, ...positionOf(source, [index, "id"]), path: `[${index}].id` },
          { id },
        ),
      );
      return;
    }
    records.set(id, parsed.data);
  });
  loaded.unreadable.set(name, unreadable);
  loaded.documents.push({ source, uses: context, valid: unreadable.size === 0 });
  return records;
}

/**
 * Every collection of the list in schema/collections, read from its file in content/. The people are
 * read first: the other collections' records name them by id, and show their names and portraits.
 */
export function loadCollections(
  content: ReadonlyMap<string, YamlSource>,
  facts: Pick<SiteFacts, "images" | "hosts" | "redirects" | "base">,
): LoadedCollections {
  const loaded: Omit<LoadedCollections, "records"> = { unreadable: new Map(), documents: [], errors: [] };
  const read =
    (name: CollectionName): RecordReader =>
    (schema) =>
      readCollection(schema, name, content.get(name), facts, loaded);
  const noPeople = createCollectionKit({ ...facts, records: emptyRecords(), unreadableRecords: new Map() });
  const people = peopleCollection.readRecords(noPeople, read("people"));
  const kit = createCollectionKit({
    ...facts,
    records: { ...emptyRecords(), people },
    unreadableRecords: loaded.unreadable,
  });
  const records = byCollection<CollectionRecords>((definition) =>
    definition.name === "people" ? people : definition.readRecords(kit, read(definition.name)),
  );
  appendAll(loaded.errors, checkCommentDates(records, content.get("comments"), loaded.unreadable));

  for (const [name, source] of content) {
    if (isCollectionName(name)) continue;
    const suggestions = nearest(name, collectionNames);
    const hint = name.includes("/")
      ? "Collections are files directly in content/; move this one out of content/, or into it as content/<collection>.yaml."
      : (suggestions.length > 0 ? `Did you mean content/${suggestions[0]}.yaml? ` : "") +
        `The collections are ${collectionNames.join(", ")}; name the file after one, or remove it.`;
    loaded.errors.push(
      siteError("unknown-collection", { file: source.file, line: 1, column: 1 }, { file: source.file }, hint),
    );
  }
  return { ...loaded, records };
}
