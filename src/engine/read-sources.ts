import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { siteError, type SiteError } from "./errors";
import { parseYaml, type YamlSource } from "./yaml-source";

/** Every YAML file of a site, parsed with positions. */
export interface SiteSources {
  site: YamlSource | undefined;
  /** content/<name>.yaml by collection name. */
  content: Map<string, YamlSource>;
  pages: YamlSource[];
}

async function yamlFilesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Reads and parses pages/**\/*.yaml and content/*.yaml under a project root. */
export async function readSources(root: string): Promise<{ sources: SiteSources; errors: SiteError[] }> {
  const [pageFiles, contentFiles] = await Promise.all([yamlFilesUnder(root, "pages"), yamlFilesUnder(root, "content")]);
  const errors: SiteError[] = [];
  const parse = async (file: string) => {
    const parsed = parseYaml(file, await readFile(path.join(root, file), "utf8"));
    errors.push(...parsed.errors);
    return parsed.source;
  };
  const [pages, content] = await Promise.all([Promise.all(pageFiles.map(parse)), Promise.all(contentFiles.map(parse))]);
  const byName = new Map(content.map((source) => [path.basename(source.file).replace(/\.ya?ml$/, ""), source]));
  const site = byName.get("site");
  byName.delete("site");
  if (!site) {
    errors.push(
      siteError("missing-file", { file: "content/site.yaml", line: 1, column: 1 }, "content/site.yaml is missing"),
    );
  }
  if (pages.length === 0) {
    errors.push(siteError("missing-file", { file: "pages", line: 1, column: 1 }, "pages/ holds no .yaml page"));
  }
  return { sources: { site, content: byName, pages }, errors };
}
