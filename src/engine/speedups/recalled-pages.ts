import type { SiteError } from "../errors/site-error";
import { decodeFile, readPageFile, type PageFile, type ReadFile } from "../read/read-file";
import type { YamlSource } from "../read/yaml-source";
import type { ValidatedPageFiles } from "../validate/validate-pages";
import { readPageSources } from "./page-sources";
import type { ValidatedFile, ValidationCache } from "./validation-cache";

/** The page files as sources to validate, and what an earlier run validated of them. */
export interface PageSourcesToValidate {
  sources: Iterable<{ source: YamlSource; errors: SiteError[] }>;
  earlier?: ValidatedPageFiles;
}

/**
 * The page files, read through the validation cache when there is one: a file it holds is read first
 * to compare it with its entry, and one unchanged since is neither parsed nor validated again. On a
 * large site a thread starts at once to help parse the others (page-sources.ts), unless `parseThread`
 * is false. A page being edited in the studio is read from its `unsaved` text, and found in the cache
 * only if that text is what the cache holds.
 */
export function pageSourcesToValidate(
  pages: readonly PageFile[],
  cache: ValidationCache | undefined,
  parseThread = true,
  unsaved: ReadonlyMap<string, string> = new Map(),
): PageSourcesToValidate {
  const readBefore = new Map<string, ReadFile>();
  const known = new Map<string, ValidatedFile>();
  for (const page of pages) {
    const text = unsaved.get(page.file);
    if (text === undefined && !cache?.holds(page.file)) continue;
    const read = text === undefined ? readPageFile(page) : decodeFile(page.file, Buffer.from(text));
    readBefore.set(page.file, read);
    if (!cache?.holds(page.file)) continue;
    const validated = "text" in read ? cache.lookup(page.file, read.text) : undefined;
    if (validated) known.set(page.file, validated);
  }
  const sources = readPageSources(
    pages,
    { read: (file) => readBefore.get(file), data: (file) => known.get(file)?.summary },
    parseThread ? undefined : Infinity,
  );
  if (!cache) return { sources };
  return {
    sources,
    earlier: {
      recall: (file) => known.get(file),
      keep: (source, validated) => cache.keep(source.file, source.text, validated),
    },
  };
}
