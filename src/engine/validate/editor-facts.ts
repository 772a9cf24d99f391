import { readSiteFiles } from "../read/read-site";
import { earlySiteFacts } from "./early-site-facts";
import type { EditorFacts } from "./json-schemas";

/**
 * What the editors' schemas list of the site in `root`: the themes its pages may name and its
 * languages, read from its content/site.yaml as validation reads them first. Where the file cannot be
 * read, both are "unchecked": the schemas then take any name, and validating reports the problem.
 */
export async function editorFacts(root: string): Promise<EditorFacts> {
  const { files } = await readSiteFiles(root);
  const { themes, languages } = earlySiteFacts(files.site);
  return { themes, languages };
}
