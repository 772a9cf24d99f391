import { hash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AnchorUse, LinkUse } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import type { ImageSizes } from "./public-images";

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

/** A page file's entry as the cache keeps it: one line of JSON. */
function serializedEntry(facts: string, text: string, validated: ValidatedFile): string {
  return JSON.stringify({ facts, text: sha256(text), ...validated } satisfies StoredFile);
}

/**
 * Page files that validated last time, by file, so that a run where a file and everything it is
 * checked against are unchanged neither parses nor validates it again. What a page is checked against
 * is the same for all pages (site.yaml, the collections, the images' sizes, and the code of the schemas
 * and engine): one hash of it all, the facts key, is part of every entry, so changing any of them
 * validates every page again; a file's entry is used only for the very text it was made from.
 * Only valid files are kept: a file with an error is validated, and its errors reported, on every run.
 * The block catalog, which depends on the facts alone, is kept as one more file, named by its route.
 */
export interface ValidationCache {
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

/** The facts key: everything every page is validated against, and the code that validates. */
export async function factsKey(siteRoot: string, images: ImageSizes, codeHash: string): Promise<string> {
  const content = path.join(siteRoot, "content");
  const files = (await readdir(content).catch(() => [])).filter((file) => /\.ya?ml$/.test(file)).sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(content, file))));
  return sha256(
    JSON.stringify({
      codeHash,
      content: files.map((file, index) => [file, sha256(texts[index] ?? "")]),
      images: [...images].sort(([a], [b]) => a.localeCompare(b)),
    }),
  );
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

const bucketFile = (folder: string, bucket: number) => path.join(folder, `${bucket}.jsonl`);

/** A bucket file as a text, and its entries by page file. */
interface Bucket {
  text: string;
  entries: Map<string, string>;
}

/** A bucket file's line for an entry: the page file's name URI-encoded (so it holds no space), a space, the entry. */
const bucketLine = (name: string, entry: string) => `${encodeURIComponent(name)} ${entry}\n`;

function readBucket(folder: string, bucket: number): Bucket {
  const entries = new Map<string, string>();
  let text = "";
  try {
    text = readFileSync(bucketFile(folder, bucket), "utf8");
  } catch {
    // No bucket yet: every file in it is validated.
  }
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0) entries.set(decodeURIComponent(line.slice(0, space)), line.slice(space + 1));
  }
  return { text, entries };
}

export function openValidationCache(folder: string, facts: string): ValidationCache {
  /** Each bucket's entries on disk, read when a file in it is first looked up. */
  const stored = new Map<number, Bucket>();
  const storedIn = (bucket: number) => {
    let entries = stored.get(bucket);
    if (!entries) stored.set(bucket, (entries = readBucket(folder, bucket)));
    return entries;
  };
  /**
   * Every file looked up, with the entry it will have: its stored one when that was used, or this
   * run's validation, serialized only when its bucket is written (one bucket's text at a time is
   * held, not every entry of a site of thousands of pages at once).
   */
  const current = new Map<string, string | { text: string; validated: ValidatedFile } | undefined>();
  return {
    lookup: (name, text) => {
      const entry = storedIn(bucketOf(name)).entries.get(name);
      current.set(name, undefined);
      if (entry === undefined) return undefined;
      let found: StoredFile;
      try {
        found = JSON.parse(entry) as StoredFile;
      } catch {
        // An entry that cannot be read: the file is validated.
        return undefined;
      }
      if (found.facts !== facts || found.text !== sha256(text)) return undefined;
      current.set(name, entry);
      return { summary: found.summary, routes: found.routes };
    },
    keep: (name, text, validated) => {
      current.set(name, { text, validated });
    },
    save: () => {
      const names = Array.from({ length: bucketCount }, () => [] as string[]);
      for (const [name, entry] of current) if (entry !== undefined) names[bucketOf(name)]?.push(name);
      mkdirSync(folder, { recursive: true });
      const wanted = new Set<string>();
      names.forEach((inBucket, bucket) => {
        if (inBucket.length === 0) return;
        let text = "";
        for (const name of inBucket.sort()) {
          const entry = current.get(name);
          if (entry !== undefined)
            text += bucketLine(
              name,
              typeof entry === "string" ? entry : serializedEntry(facts, entry.text, entry.validated),
            );
        }
        const file = bucketFile(folder, bucket);
        wanted.add(path.basename(file));
        if (storedIn(bucket).text === text) return;
        // Whole or not at all: builds running side by side each write a file of their own, then rename it into place.
        const partial = `${file}.${process.pid}.part`;
        writeFileSync(partial, text);
        renameSync(partial, file);
      });
      for (const entry of readdirSync(folder))
        if (!wanted.has(entry)) rmSync(path.join(folder, entry), { force: true });
    },
  };
}
