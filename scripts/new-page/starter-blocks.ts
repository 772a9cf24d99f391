import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { isMapping } from "../../src/engine/read/yaml-data";

/** The languages the project writes starters in: the ones it ships the shell's words for. */
export const starterLanguages = ["en", "es"] as const;

export type StarterLanguage = (typeof starterLanguages)[number];

/** The project's own folder: starters are code of the project, whichever site a page is written into. */
const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Where a block type's starter is, relative to the project: by language, the fields a new block of
 * that type starts with, as a page writes them after `type:`.
 */
export const starterFile = (type: string) => `src/blocks/${type}/starter.yaml`;

/**
 * A new block of a type in a language: placeholder copy that fits any site, unlike the examples, which
 * show the block on one demo page. Throws when the block type has no starter in that language.
 */
export async function starterBlock(type: string, lang: StarterLanguage): Promise<Record<string, unknown>> {
  const file = starterFile(type);
  const text = await readFile(path.join(projectRoot, file), "utf8").catch(() => undefined);
  if (text === undefined) throw new Error(`the ${type} block has no starter: write ${file}`);
  const starter: unknown = parse(text);
  const fields = isMapping(starter) ? starter[lang] : undefined;
  if (!isMapping(fields)) throw new Error(`${file} has no ${lang} starter: add a mapping of its fields under ${lang}:`);
  return { type, ...fields };
}
