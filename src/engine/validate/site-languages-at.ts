import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SiteFacts } from "../../../schema/kit/validation-context";
import { isMapping } from "../read/is-mapping";
import { readYamlData } from "../read/yaml-data";
import { siteLanguageCodes } from "./early-site-facts";

/**
 * The codes of the languages content/site.yaml lists in a site's folder, for the editors' schemas,
 * which list them where a page names a language. "unchecked" when the file cannot be read as YAML:
 * the schemas then take any language tag, and validating the site reports the file's problem.
 */
export async function siteLanguagesAt(root: string): Promise<SiteFacts["languages"]> {
  const file = "content/site.yaml";
  const text = await readFile(path.join(root, file), "utf8").catch(() => undefined);
  if (text === undefined) return "unchecked";
  try {
    const site = readYamlData(file, text);
    return siteLanguageCodes(isMapping(site) ? site.languages : undefined);
  } catch {
    return "unchecked";
  }
}
