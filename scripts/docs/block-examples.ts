import path from "node:path";
import { pathToFileURL } from "node:url";

const blocksFolder = path.resolve(import.meta.dirname, "../../src/blocks");

/** The examples a block type ships in src/blocks/<type>/example.ts, in the file's order. */
export async function blockExamples(type: string): Promise<Record<string, unknown>[]> {
  const file = path.join(blocksFolder, type, "example.ts");
  const module = (await import(pathToFileURL(file).href)) as { examples?: Record<string, unknown>[] };
  if (!module.examples?.length) throw new Error(`src/blocks/${type}/example.ts exports no examples`);
  return module.examples;
}
