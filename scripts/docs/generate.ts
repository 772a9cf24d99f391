import { writeFile } from "node:fs/promises";
import path from "node:path";
import { generatedDocuments } from "./documents";

/** `npm run docs`: writes the documents generated from the schemas, the error catalogue and public/. */
const docsFolder = path.resolve(import.meta.dirname, "../../docs");
for (const { file, generate } of generatedDocuments) {
  const text = await generate();
  await writeFile(path.join(docsFolder, file), text);
  console.log(`docs/${file} (${(text.length / 1024).toFixed(1)} KB)`);
}
