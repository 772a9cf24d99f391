import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readCommandLine } from "../../src/engine/cli/command-line";
import { generatedDocuments } from "./documents";

/** `npx blockpress docs`: writes the documents generated from the schemas, the error catalogue and public/. */
readCommandLine({
  usage: "npx blockpress docs",
  summary: "Writes the documents generated from the block schemas, the error catalogue and public/, into docs/.",
  positionals: [],
  options: {},
  examples: ["npx blockpress docs"],
});
const docsFolder = path.resolve(import.meta.dirname, "../../docs");
for (const { file, generate } of generatedDocuments) {
  const text = await generate();
  await writeFile(path.join(docsFolder, file), text);
  console.log(`docs/${file} (${(text.length / 1024).toFixed(1)} KB)`);
}
