import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { collections } from "../../schema/collections";
import { isMapping } from "../../src/engine/read/yaml-data";
import { generatedNotice, headingAnchor, plain, table } from "./markdown";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The fields a person knows a record by, best first: a post by its title, a client or a project by its name. */
export const labelFields = ["title", "name"] as const;

/** Where a collection's records are listed, from docs/blocks.md. */
export const collectionRecordsLink = (name: string) => `collections.md#${headingAnchor(name)}`;

/** The records of content/<name>.yaml as written: `npm run validate` reports the ones a page cannot use. */
async function recordsOf(name: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(projectRoot, "content", `${name}.yaml`), "utf8").catch(() => "");
  const records: unknown = parse(text);
  return Array.isArray(records) ? records.filter(isMapping) : [];
}

/** A record's label field as written; for a record that names a person by id, that person's name. */
function labelOf(record: Record<string, unknown>, field: string, people: ReadonlyMap<unknown, unknown>): string {
  return String(field === "person" ? (people.get(record.person) ?? record.person) : (record[field] ?? ""));
}

async function collectionSection(
  name: string,
  description: string,
  people: ReadonlyMap<unknown, unknown>,
): Promise<string> {
  const records = await recordsOf(name);
  const intro = `\`content/${name}.yaml\`: ${plain(description)}`;
  const labelField = [...labelFields, "person"].find((field) =>
    records.some((record) => typeof record[field] === (field === "person" ? "number" : "string")),
  );
  if (records.length === 0 || labelField === undefined) return [`## ${name}`, intro, "No records yet."].join("\n\n");
  const rows = records.map((record) => [String(record.id), plain(labelOf(record, labelField, people))]);
  return [`## ${name}`, intro, table(["id", labelField], rows)].join("\n\n");
}

/** docs/collections.md: the records of every collection, by id, so a page can reference one without opening content/. */
export async function collectionsDoc(): Promise<string> {
  const people = new Map((await recordsOf("people")).map((person) => [person.id, person.name]));
  const sections = await Promise.all(
    collections.map((collection) => collectionSection(collection.name, collection.description, people)),
  );
  return `${[
    generatedNotice("content/*.yaml and schema/collections/"),
    "# Collection records",
    `Blocks show records that pages share by their id: \`{ from: blog, ids: [1, 2] }\` shows two posts in that
order, \`{ from: blog, range: [1, 5] }\` the first five. Each collection below lists its records with the
id to write; [blocks.md](blocks.md#collections) lists the fields a record has.`,
    `Collections: ${collections.map(({ name }) => `[${name}](#${headingAnchor(name)})`).join(", ")}.`,
    ...sections,
  ].join("\n\n")}\n`;
}
