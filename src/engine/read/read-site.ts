import path from "node:path";
import { siteError, type SiteError, appendAll } from "../errors/site-error";
import { folderFiles, decodeFile, readPageFile, type PageFile, type ReadFile } from "./read-file";
import { pageFileNameProblem } from "../routes/page-routes";
import { knownSource, parseYaml, unreadableSource, type YamlSource } from "./yaml-source";

/** Every YAML file of a site, parsed with positions. */
export interface SiteSources {
  site: YamlSource | undefined;
  /** content/<name>.yaml by collection name. */
  content: Map<string, YamlSource>;
  pages: YamlSource[];
}

/** The YAML files under a folder of the site; the links met there are reported in `errors`, as warnings. */
async function yamlFilesUnder(root: string, folder: string, errors: SiteError[]): Promise<string[]> {
  const { files, links } = await folderFiles(root, folder);
  appendAll(errors, links);
  return files.filter((file) => /\.ya?ml$/.test(file));
}

/**
 * A page file as a YAML source, from what reading it gave: parsed, unless its data is known already
 * (it validated before, unchanged, or the parse thread parsed it).
 */
export function pageSource(file: string, read: ReadFile, data?: unknown): { source: YamlSource; errors: SiteError[] } {
  if ("errors" in read) return { source: unreadableSource(file), errors: read.errors };
  if (data !== undefined) return { source: knownSource(file, read.text, data), errors: [] };
  return parseYaml(file, read.text);
}

/** A file's bytes as a YAML source: refused unread when it is too large or not UTF-8 text. */
export function readYaml(file: string, bytes: Uint8Array): { source: YamlSource; errors: SiteError[] } {
  return pageSource(file, decodeFile(file, bytes));
}

/** Every file of a site found: content/*.yaml read and parsed (they are few and small), page files not yet read. */
export interface SiteFiles {
  site: YamlSource | undefined;
  /** content/<name>.yaml by collection name. */
  content: Map<string, YamlSource>;
  pages: PageFile[];
}

/** Finds pages/**\/*.yaml under a project root: each page file, and an error for each file named so that it cannot be a path. */
export async function findPageFiles(root: string): Promise<{ pages: PageFile[]; errors: SiteError[] }> {
  const errors: SiteError[] = [];
  // A page file whose name cannot be a path is reported, and never read nor built.
  const pages = (await yamlFilesUnder(root, "pages", errors))
    .filter((file) => {
      const problem = pageFileNameProblem(file);
      if (problem)
        errors.push(siteError("invalid-file-name", { file, line: 1, column: 1 }, problem.facts, problem.hint));
      return !problem;
    })
    .map((file): PageFile => ({ file, path: path.join(root, file) }));
  return { pages, errors };
}

/** Finds pages/**\/*.yaml and content/*.yaml under a project root, and reads and parses the content files. */
export async function readSiteFiles(root: string): Promise<{ files: SiteFiles; errors: SiteError[] }> {
  const contentErrors: SiteError[] = [];
  const [found, contentFiles] = await Promise.all([
    findPageFiles(root),
    yamlFilesUnder(root, "content", contentErrors),
  ]);
  const { pages } = found;
  const errors = [...found.errors, ...contentErrors];
  const content = contentFiles.map((file) => {
    const parsed = pageSource(file, readPageFile({ file, path: path.join(root, file) }));
    errors.push(...parsed.errors);
    return parsed.source;
  });
  // Named by their path under content/: a copy in a subfolder (content/old/blog.yaml) is no collection.
  const byName = new Map(
    content.map((source) => [source.file.replace(/^content\//, "").replace(/\.ya?ml$/, ""), source]),
  );
  const site = byName.get("site");
  byName.delete("site");
  if (!site) {
    errors.push(
      siteError(
        "missing-file",
        { file: "content/site.yaml", line: 1, column: 1 },
        { subject: "content/site.yaml", reason: "is missing" },
      ),
    );
  }
  if (pages.length + found.errors.length === 0) {
    const where = { file: "pages", line: 1, column: 1 };
    errors.push(siteError("missing-file", where, { subject: "pages/", reason: "holds no .yaml page" }));
  }
  return { files: { site, content: byName, pages }, errors };
}

/** Reads and parses every YAML file of a site. */
export async function readSources(root: string): Promise<{ sources: SiteSources; errors: SiteError[] }> {
  const { files, errors } = await readSiteFiles(root);
  const parsed = files.pages.map((page) => pageSource(page.file, readPageFile(page)));
  return {
    sources: { ...files, pages: parsed.map(({ source }) => source) },
    errors: [...errors, ...parsed.flatMap((page) => page.errors)],
  };
}
