import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readSiteFiles } from "../read/read-site";
import { earlySiteFacts } from "../validate/early-site-facts";
import { jsonSchemas } from "../validate/json-schemas";
import { readCommandLine } from "./command-line";

/** `npm run schema`: writes the JSON Schemas editors use for pages, site.yaml and the collections. */
async function writeSchemas(): Promise<void> {
  readCommandLine({
    usage: "npx blockpress schema",
    summary: "Writes the JSON Schemas that editors use for pages, content/site.yaml and the collections, into schema/.",
    positionals: [],
    options: {},
    examples: ["npx blockpress schema"],
  });
  const folder = path.resolve("schema");
  // The themes site.yaml defines are offered to pages beside the built-in ones.
  const { files } = await readSiteFiles(path.resolve("."));
  for (const [file, text] of jsonSchemas(earlySiteFacts(files.site).themes)) {
    await writeFile(path.join(folder, file), text);
    console.log(`schema/${file} (${(text.length / 1024).toFixed(1)} KB)`);
  }
}

void writeSchemas();
