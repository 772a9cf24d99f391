import { createHash, hash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { AnchorUse, LinkUse, SiteFacts } from "../../../schema/kit/validation-context";
import type { PageData } from "../../../schema/page";
import type { YamlSource } from "../read/yaml-source";

/** What collectPages reads of a page file: which collection it is made once per record of, and its aliases. */
export interface PageFileSummary {
  collection?: unknown;
  aliases?: unknown;
}

/** What collectPages reads of a page file's data, to keep with its validation. */
export function pageFileSummary(raw: unknown): PageFileSummary {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  return {
    collection: "collection" in raw ? raw.collection : undefined,
    aliases: "aliases" in raw ? raw.aliases : undefined,
  };
}

/** One route's validation: the page as the renderer receives it, and what the link check needs of it. */
export interface ValidatedRoute {
  page: PageData;
  links: LinkUse[];
  anchors: AnchorUse[];
}

/** A page file that validated without an error, with each page it makes, by route. */
export interface ValidatedFile {
  summary: PageFileSummary;
  routes: Record<string, ValidatedRoute>;
}

/** One page file's entry: its validation, and what it was validated from. */
interface StoredFile extends ValidatedFile {
  /** The facts key it was validated under. */
  facts: string;
  /** The hash of the file's text. */
  text: string;
}

const sha256 = (text: string | Buffer) => hash("sha256", text, "hex");

/** An entry read back from a bucket file, checked for the fields a lookup compares. */
function isStoredFile(value: unknown): value is StoredFile {
  return (
    typeof value === "object" &&
    value !== null &&
    "facts" in value &&
    typeof value.facts === "string" &&
    "text" in value &&
    typeof value.text === "string" &&
    "routes" in value
  );
}

/**
 * Page files that validated last time, by file, so that a run where a file and everything it is
 * checked against are unchanged neither parses nor validates it again. What a page is checked against
 * is the same for all pages (site.yaml, the collections, the images' sizes, and the code of the schemas
 * and engine): one hash of it all, the facts key, is part of every entry, so changing any of them
 * validates every page again; a file's entry is used only for the very text it was made from.
 * Only valid files are kept: a file with an error is validated, and its errors reported, on every run.
 */
export interface ValidationCache {
  /** The facts key this run's entries are kept under: what every page is checked against, hashed. */
  facts: string;
  /** Whether the cache has an entry for a file: one without is validated, and its text is not needed to tell. */
  holds: (file: string) => boolean;
  /** A file's validation from an earlier run, when its text and the facts are unchanged; else undefined. */
  lookup: (file: string, text: string) => ValidatedFile | undefined;
  /** Keeps this run's validation of a file that validated without an error. */
  keep: (file: string, text: string, validated: ValidatedFile) => void;
  /** Writes what changed, and forgets the files no longer in the site (every file looked up is still in it). */
  save: () => void;
}

/** Where a site keeps its validation cache. */
export function validationCacheFolder(siteRoot: string): string {
  return path.join(siteRoot, ".cache/validate");
}

/**
 * The facts key: everything every page is validated against, and the code that validates. The content
 * files are those the loader read, so the key is made of nothing it did not check; the base comes
 * apart, as `--base` may set it, and every site path a page writes starts with it.
 */
export function factsKey(
  content: readonly YamlSource[],
  images: SiteFacts["images"],
  codeHash: string,
  base: string,
): string {
  return sha256(
    JSON.stringify({
      codeHash,
      base,
      content: content.map((source) => [source.file, sha256(source.text)]),
      images: [...images].sort(([a], [b]) => a.localeCompare(b)),
    }),
  );
}

/**
 * The validation cache of a site's page files, keyed by what they are checked against: site.yaml and
 * the collections as the loader read them, the images, and the code.
 */
export function openPageCache(
  files: { site: YamlSource | undefined; content: ReadonlyMap<string, YamlSource> },
  facts: { images: SiteFacts["images"]; base: string },
  options: { folder: string; codeHash: string },
): ValidationCache {
  const content = [...(files.site ? [files.site] : []), ...files.content.values()];
  return openValidationCache(options.folder, factsKey(content, facts.images, options.codeHash, facts.base));
}

/**
 * The cache keeps its entries in this many files, each file's entry in the one its name falls in:
 * few enough that a clean run writes few files, many enough that a run after one page changed
 * rewrites a small part of the entries.
 */
const bucketCount = 32;

function bucketOf(name: string): number {
  let hashed = 0;
  for (let index = 0; index < name.length; index++) hashed = (hashed * 31 + name.charCodeAt(index)) >>> 0;
  return hashed % bucketCount;
}

const bucketFile = (folder: string, bucket: number) => path.join(folder, `${bucket}.bin`);

/** A bucket file starts with the SHA-256 of the rest: its entries are used only as they were written. */
const digestOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest();
const digestLength = 32;

/**
 * A bucket file's entries by page file. A bucket is written in V8's serialization format, not JSON:
 * it is written a third faster and read back a third faster, and it keeps an object that many pages
 * share (the site's footer, a record shown on several pages) once per bucket, not once per page, so
 * it is also a third smaller. A file that cannot be read, damaged, changed since it was written, or
 * written by another version of node, holds no entries: every file in it is validated again.
 */
function readBucket(folder: string, bucket: number): Map<string, unknown> {
  try {
    const bytes = readFileSync(bucketFile(folder, bucket));
    const body = bytes.subarray(digestLength);
    if (!digestOf(body).equals(bytes.subarray(0, digestLength))) return new Map();
    const entries: unknown = deserialize(body);
    if (entries instanceof Map) return new Map([...entries].filter(([name]) => typeof name === "string"));
  } catch {
    // No bucket yet, or an unreadable one: every file in it is validated.
  }
  return new Map();
}

export function openValidationCache(folder: string, facts: string): ValidationCache {
  /** Each bucket's entries on disk, read when a file in it is first looked up. */
  const stored = new Map<number, Map<string, unknown>>();
  const storedIn = (bucket: number) => {
    let entries = stored.get(bucket);
    if (!entries) stored.set(bucket, (entries = readBucket(folder, bucket)));
    return entries;
  };
  /** Every file looked up, with the entry it will have: its stored one when that was used, or this run's validation. */
  const current = new Map<string, StoredFile | undefined>();
  return {
    facts,
    holds: (name) => storedIn(bucketOf(name)).has(name),
    lookup: (name, text) => {
      const entry = storedIn(bucketOf(name)).get(name);
      current.set(name, undefined);
      if (!isStoredFile(entry) || entry.facts !== facts || entry.text !== sha256(text)) return undefined;
      current.set(name, entry);
      return { summary: entry.summary, routes: entry.routes };
    },
    keep: (name, text, validated) => {
      current.set(name, { facts, text: sha256(text), ...validated });
    },
    save: () => {
      const names = Array.from({ length: bucketCount }, () => [] as string[]);
      for (const [name, entry] of current) if (entry !== undefined) names[bucketOf(name)]?.push(name);
      mkdirSync(folder, { recursive: true });
      const wanted = new Set<string>();
      names.forEach((inBucket, bucket) => {
        if (inBucket.length === 0) return;
        const entries = new Map(inBucket.sort().map((name) => [name, current.get(name)]));
        const file = bucketFile(folder, bucket);
        wanted.add(path.basename(file));
        // A bucket whose every entry is the one read from it is written again only if a file left it.
        const before = storedIn(bucket);
        if (before.size === entries.size && [...entries].every(([name, entry]) => before.get(name) === entry)) return;
        // Whole or not at all: builds running side by side each write a file of their own, then rename it into place.
        const partial = `${file}.${process.pid}.part`;
        const body = serialize(entries);
        writeFileSync(partial, Buffer.concat([digestOf(body), body]));
        renameSync(partial, file);
      });
      for (const entry of readdirSync(folder))
        if (!wanted.has(entry)) rmSync(path.join(folder, entry), { force: true });
    },
  };
}
