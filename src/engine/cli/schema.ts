import { writeFile } from "node:fs/promises";
import path from "node:path";
import { editorFacts } from "../validate/editor-facts";
import { jsonSchemas } from "../validate/json-schemas";
import { readCommandLine } from "./command-line";

/**
 * `npm run schema`: writes the JSON Schemas editors use for pages, site.yaml and the collections, with
 * the themes and languages the site's content/site.yaml defines.
 */
async function writeSchemas(): Promise<void> {
  readCommandLine({
    usage: "npx blockpress schema",
    summary: "Writes the JSON Schemas that editors use for pages, content/site.yaml and the collections, into schema/.",
    positionals: [],
    options: {},
    examples: ["npx blockpress schema"],
  });
  const folder = path.resolve("schema");
  for (const [file, text] of jsonSchemas(await editorFacts(path.resolve(".")))) {
    await writeFile(path.join(folder, file), text);
    console.log(`schema/${file} (${(text.length / 1024).toFixed(1)} KB)`);
  }
}

void writeSchemas();
