import { hash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/** One page file's entry, in a file of its own, so that a run rewrites only the entries of changed files. */
interface StoredFile extends ValidatedFile {
  /** The facts key it was validated under. */
  facts: string;
  /** The hash of the file's text. */
  text: string;
}

const sha256 = (text: string | Buffer) => hash("sha256", text, "hex");

/**
 * Page files that validated last time, by file, so that a run where a file and everything it is
 * checked against are unchanged neither parses nor validates it again. What a page is checked against
 * is the same for all pages (site.yaml, the collections, the images' sizes, and the code of the schemas
 * and engine): one hash of it all, the facts key, is part of every entry, so changing any of them
 * validates every page again; a file's entry is used only for the very text it was made from.
 * Only valid files are kept: a file with an error is validated, and its errors reported, on every run.
 */
export interface ValidationCache {
  /** The summary of a file whose text validated before, or undefined: parse and validate it. */
  summaryOf: (file: string, text: string) => PageFileSummary | undefined;
  /** The stored validation of one route of a file that summaryOf answered for. */
  routeOf: (file: string, route: string) => ValidatedRoute | undefined;
  /** Keeps this run's result for a file that validated without an error. */
  keep: (file: string, text: string, validated: ValidatedFile) => void;
  /** Writes the entries this run made, and removes those of files no longer in the site. */
  save: () => Promise<void>;
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

export function openValidationCache(folder: string, facts: string): ValidationCache {
  // Named after the page file's path, which is unique in the site and safe as one name once encoded.
  const entryFile = (name: string) => path.join(folder, `${encodeURIComponent(name)}.json`);
  const used = new Map<string, StoredFile>();
  const made = new Map<string, StoredFile>();
  const seen = new Set<string>();
  const read = (name: string): StoredFile | undefined => {
    try {
      return JSON.parse(readFileSync(entryFile(name), "utf8")) as StoredFile;
    } catch {
      // No entry, or one that cannot be read: the file is validated.
      return undefined;
    }
  };
  return {
    summaryOf: (name, text) => {
      seen.add(name);
      const entry = read(name);
      if (!entry || entry.facts !== facts || entry.text !== sha256(text)) return undefined;
      used.set(name, entry);
      return entry.summary;
    },
    routeOf: (name, route) => used.get(name)?.routes[route],
    keep: (name, text, validated) => {
      made.set(name, { facts, text: sha256(text), ...validated });
    },
    save: async () => {
      await mkdir(folder, { recursive: true });
      await Promise.all(
        [...made].map(async ([name, entry]) => {
          const partial = `${entryFile(name)}.${process.pid}.part`;
          await writeFile(partial, JSON.stringify(entry));
          await rename(partial, entryFile(name));
        }),
      );
      const kept = new Set([...seen].map((name) => path.basename(entryFile(name))));
      const entries = await readdir(folder);
      await Promise.all(
        entries.filter((entry) => !kept.has(entry)).map((entry) => rm(path.join(folder, entry), { force: true })),
      );
    },
  };
}
