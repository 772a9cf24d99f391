import { writeFile } from "node:fs/promises";
import path from "node:path";
import { jsonSchemas } from "../validate/json-schemas";

/** `npm run schema`: writes the JSON Schemas editors use for pages, site.yaml and the collections. */
async function writeSchemas(): Promise<void> {
  const folder = path.resolve("schema");
  for (const [file, text] of jsonSchemas()) {
    await writeFile(path.join(folder, file), text);
    console.log(`schema/${file} (${(text.length / 1024).toFixed(1)} KB)`);
  }
}

void writeSchemas();
