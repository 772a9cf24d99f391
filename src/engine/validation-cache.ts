import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AnchorUse, LinkUse } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import type { ImageSizes } from "./public-images";

/** What collectPages reads of a page file: which collection it is made once per record of, and its aliases. */
export interface PageFileSummary {
  collection?: unknown;
  aliases?: unknown;
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

interface StoredFile extends ValidatedFile {
  /** The hash of the file's text. */
  text: string;
}

interface Stored {
  facts: string;
  files: Record<string, StoredFile>;
}

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/**
 * Page files that validated last time, by file, so that a run where a file and everything it is
 * checked against are unchanged neither parses nor validates it again. What a page is checked against
 * is the same for all pages (site.yaml, the collections, the images' sizes, and the code of the schemas
 * and engine): one hash of it all, the facts key, guards the whole cache, so changing any of them
 * validates every page again; a file's own entry is used only for the very text it was made from.
 * Only valid files are kept: a file with an error is validated, and its errors reported, on every run.
 */
export interface ValidationCache {
  /** The summary of a file whose text validated before, or undefined: parse and validate it. */
  summaryOf: (file: string, text: string) => PageFileSummary | undefined;
  /** The stored validation of one route of a file that summaryOf answered for. */
  routeOf: (file: string, route: string) => ValidatedRoute | undefined;
  /** Keeps this run's result for a file that validated without an error. */
  keep: (file: string, text: string, validated: ValidatedFile) => void;
  /** Writes what this run used and made; entries of files that are gone are left out. */
  save: () => Promise<void>;
}

/** Where a site keeps its validation cache. */
export function validationCacheFile(siteRoot: string): string {
  return path.join(siteRoot, ".cache/validate.json");
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

export function openValidationCache(file: string, facts: string): ValidationCache {
  let stored: Stored = { facts, files: {} };
  if (existsSync(file)) {
    try {
      const read = JSON.parse(readFileSync(file, "utf8")) as Stored;
      if (read.facts === facts) stored = read;
    } catch {
      // A cache that cannot be read is no cache: every file is validated.
    }
  }
  const next: Stored = { facts, files: {} };
  let changed = stored.facts !== facts;
  const textHashes = new Map<string, string>();
  const textHash = (name: string, text: string) => {
    let hash = textHashes.get(name);
    if (!hash) textHashes.set(name, (hash = sha256(text)));
    return hash;
  };
  return {
    summaryOf: (name, text) => {
      const entry = stored.files[name];
      if (!entry || entry.text !== textHash(name, text)) return undefined;
      next.files[name] = entry;
      return entry.summary;
    },
    routeOf: (name, route) => next.files[name]?.routes[route],
    keep: (name, text, validated) => {
      next.files[name] = { text: textHash(name, text), ...validated };
      changed = true;
    },
    save: async () => {
      if (!changed && Object.keys(next.files).length === Object.keys(stored.files).length) return;
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, JSON.stringify(next));
      await rename(partial, file);
    },
  };
}
