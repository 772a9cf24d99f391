import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { siteError, type SiteError } from "./errors";
import { decodeUtf8 } from "./decode-utf8";
import { inputLimits } from "./input-limits";
import { pageFileNameProblem } from "./page-routes";
import { knownSource, parseYaml, unreadableSource, type YamlSource } from "./yaml-source";

/** Every YAML file of a site, parsed with positions. */
export interface SiteSources {
  site: YamlSource | undefined;
  /** content/<name>.yaml by collection name. */
  content: Map<string, YamlSource>;
  pages: YamlSource[];
}

async function yamlFilesUnder(root: string, folder: string): Promise<string[]> {
  const base = path.join(root, folder);
  const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
  // Sliced rather than path.relative(): thousands of calls of that add up to a tenth of a second.
  const start = base.length + 1;
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => `${folder}/${`${entry.parentPath}${path.sep}${entry.name}`.slice(start).split(path.sep).join("/")}`)
    .sort();
}

/**
 * What is already known of a file's data, from an earlier run, given its text: such a file is not
 * parsed again. Undefined when the file must be parsed.
 */
export type KnownData = (file: string, text: string) => unknown;

/** A file's bytes as a YAML source: refused unread when it is too large or not UTF-8 text. */
export function readYaml(
  file: string,
  bytes: Uint8Array,
  known?: KnownData,
): { source: YamlSource; errors: SiteError[] } {
  if (bytes.length > inputLimits.fileBytes) {
    const size = (bytes.length / 1024 / 1024).toFixed(1);
    const limit = inputLimits.fileBytes / 1024 / 1024;
    const message = `the file is ${size} MB; a file of the site may hold at most ${limit} MB`;
    return {
      source: unreadableSource(file),
      errors: [siteError("file-too-large", { file, line: 1, column: 1 }, message)],
    };
  }
  const decoded = decodeUtf8(bytes);
  if ("invalidAt" in decoded) {
    const byte = `0x${decoded.byte.toString(16).toUpperCase().padStart(2, "0")}`;
    const message = `the byte ${byte} here is not UTF-8 text; the file was saved in another encoding, or is damaged here`;
    return {
      source: unreadableSource(file),
      errors: [siteError("invalid-encoding", { file, ...decoded.invalidAt }, message)],
    };
  }
  const data = known?.(file, decoded.text);
  if (data !== undefined) return { source: knownSource(file, decoded.text, data), errors: [] };
  return parseYaml(file, decoded.text);
}

/**
 * Reads and parses pages/**\/*.yaml and content/*.yaml under a project root; `knownPage` tells which
 * page files need no parsing.
 */
export async function readSources(
  root: string,
  knownPage?: KnownData,
): Promise<{ sources: SiteSources; errors: SiteError[] }> {
  const [pageFiles, contentFiles] = await Promise.all([yamlFilesUnder(root, "pages"), yamlFilesUnder(root, "content")]);
  const errors: SiteError[] = [];
  const parse = async (file: string, known?: KnownData) => {
    const parsed = readYaml(file, await readFile(path.join(root, file)), known);
    errors.push(...parsed.errors);
    return parsed.source;
  };
  // A page file whose name cannot be a path is reported, and never read nor built.
  const routable = pageFiles.filter((file) => {
    const problem = pageFileNameProblem(file);
    if (problem)
      errors.push(siteError("invalid-file-name", { file, line: 1, column: 1 }, problem.message, problem.hint));
    return !problem;
  });
  const [pages, content] = await Promise.all([
    Promise.all(routable.map((file) => parse(file, knownPage))),
    Promise.all(contentFiles.map((file) => parse(file))),
  ]);
  // Named by their path under content/: a copy in a subfolder (content/old/blog.yaml) is no collection.
  const byName = new Map(
    content.map((source) => [source.file.replace(/^content\//, "").replace(/\.ya?ml$/, ""), source]),
  );
  const site = byName.get("site");
  byName.delete("site");
  if (!site) {
    errors.push(
      siteError("missing-file", { file: "content/site.yaml", line: 1, column: 1 }, "content/site.yaml is missing"),
    );
  }
  if (pageFiles.length === 0) {
    errors.push(siteError("missing-file", { file: "pages", line: 1, column: 1 }, "pages/ holds no .yaml page"));
  }
  return { sources: { site, content: byName, pages }, errors };
}
