import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import type { z } from "zod";
import { blocks as blockDefinitions, type Block, type BlockSchemas, type BlockType } from "../../../schema/blocks";
import type { ValidationContext } from "../../../schema/kit/validation-context";
import type { PageData } from "../../../schema/page";
import { blockGroups, catalogGroups, type CatalogGroup } from "../../catalog/block-groups";
import type { CatalogGroupOutline, CatalogSection } from "../../catalog/catalog-outline";
import { siteError, type SiteError } from "../errors/site-error";
import { positionAtOffset } from "../read/positions";
import { validateInContext } from "../validate/validate-in-context";
import type { PageDefaults } from "../validate/validate-page";
import type { Position } from "../read/positions";
import { parseYaml, type YamlSource } from "../read/yaml-source";
import { issuesToErrors } from "../validate/zod-issues";

/** Where the catalog is served; paths starting with /_ are the site's own tools, left out of the sitemap. */
export const catalogRoute = "/_catalog";

/** Ids the catalog itself gives elements: the main landmark, its contents list, and one section per block type. */
const catalogIds = new Set(["main", "catalog-contents", ...blockDefinitions.map((block) => block.type)]);

/** The project folder: the nearest above this module, as source or as a bundle, that holds package.json. */
function projectFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "package.json")) && path.dirname(folder) !== folder)
    folder = path.dirname(folder);
  return folder;
}
const appRoot = projectFolder();

const exampleFile = (type: string) => `src/blocks/${type}/example.ts`;

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Loads a block type's example module, src/blocks/<type>/example.ts. */
export type ExampleLoader = (type: BlockType) => Promise<{ examples?: unknown }>;

/**
 * Imports an example module where the engine runs on its own: bundled by esbuild (which bundles every
 * module the pattern matches), or run by vitest or tsx. The dev server loads them through Vite.
 */
export const importExamples: ExampleLoader = (type) => import(/* @vite-ignore */ `../../blocks/${type}/example.ts`);

/** A block type's examples; undefined when it has none. */
async function examplesOf(type: BlockType, load: ExampleLoader): Promise<unknown[] | undefined> {
  const module = await load(type).catch(() => undefined);
  return Array.isArray(module?.examples) ? module.examples : undefined;
}

/**
 * Where the n-th example of a type starts in its example module: its n-th `type: "<type>"`. Examples
 * are object literals that start with their type, so a report points at the example to fix.
 */
async function examplePosition(type: string, index: number): Promise<Position> {
  const text = await readFile(`${appRoot}/${exampleFile(type)}`, "utf8").catch(() => "");
  let offset = -1;
  for (let seen = 0; seen <= index; seen++) {
    offset = text.indexOf(`type: "${type}"`, offset + 1);
    if (offset === -1) return { line: 1, column: 1 };
  }
  return positionAtOffset(text, offset);
}

/**
 * An anchor is an id on the page: two examples with `id: contact` would repeat it. The second and
 * later get a number (contact-2), and none may take an id the catalog gives its own sections.
 */
export function uniqueAnchor(example: unknown, used: Set<string>): unknown {
  if (!isMapping(example) || typeof example.id !== "string") return example;
  let id = example.id;
  for (let count = 2; used.has(id) || catalogIds.has(id); count++) id = `${example.id}-${count}`;
  used.add(id);
  return id === example.id ? example : { ...example, id };
}

/**
 * Checks one block type's examples as a page's blocks are checked. A mistake is reported in the
 * example module, at the example, with its path (`examples[1].heading`) and the schema's message.
 */
async function validateExamples(
  type: BlockType,
  examples: readonly unknown[],
  schema: z.ZodType<Block>,
  context: ValidationContext,
  usedAnchors: Set<string>,
): Promise<{ blocks: Block[]; errors: SiteError[] }> {
  const file = exampleFile(type);
  // The examples as YAML, so each problem's path is found and named as it is in a page: made only
  // when there is a problem, since stringifying costs more than validating.
  let yaml: YamlSource | undefined;
  const blocks: Block[] = [];
  const errors: SiteError[] = [];
  for (const [index, example] of examples.entries()) {
    const parsed = validateInContext(schema, uniqueAnchor(example, usedAnchors), context);
    if (parsed.success) {
      blocks.push(parsed.data);
      continue;
    }
    const position = await examplePosition(type, index);
    yaml ??= parseYaml(file, stringify({ examples })).source;
    const found = issuesToErrors(parsed.error.issues, { source: yaml, schema, base: ["examples", index] });
    errors.push(
      ...found.map((error) => ({ ...error, ...position, message: `${type} example ${index + 1}: ${error.message}` })),
    );
  }
  return { blocks, errors };
}

/** The catalog draws every block type, so a type without examples is an error at its examples file. */
function noExamples(type: string): SiteError {
  return siteError(
    "missing-file",
    { file: exampleFile(type), line: 1, column: 1 },
    {
      subject: `the ${type} block`,
      reason: "has no examples; the block catalog draws every block type from its examples",
    },
    `Export examples: BlockInput<"${type}">[] from ${exampleFile(type)}, with at least one example.`,
  );
}

/**
 * The block catalog as a page: every registered block type drawn from its examples, in the groups of
 * src/catalog/block-groups.ts, between the site's own header and footer. The examples are validated
 * by the block schemas against this site's images and collections, as a page's blocks are, so an
 * example that no longer validates fails the build with a report at the example.
 */
export async function catalogPage(
  schemas: BlockSchemas,
  defaults: PageDefaults,
  context: ValidationContext,
  loadExamples: ExampleLoader = importExamples,
): Promise<{ page?: PageData; errors: SiteError[] }> {
  const blocks: Block[] = [defaults.header];
  const errors: SiteError[] = [];
  const usedAnchors = new Set<string>();
  const sections = new Map<CatalogGroup, CatalogSection[]>();
  for (const definition of blockDefinitions) {
    const type = definition.type;
    const schema = schemas.get(type);
    const examples = await examplesOf(type, loadExamples);
    if (!schema) continue;
    if (!examples || examples.length === 0) {
      errors.push(noExamples(type));
      continue;
    }
    const checked = await validateExamples(type, examples, schema, context, usedAnchors);
    errors.push(...checked.errors);
    const section: CatalogSection = {
      type,
      description: definition.description,
      examples: checked.blocks.map((block, index) => {
        blocks.push(block);
        return { block: blocks.length - 1, input: examples[index] };
      }),
    };
    const group = blockGroups[type];
    sections.set(group, [...(sections.get(group) ?? []), section]);
  }
  if (errors.length > 0) return { errors };
  blocks.push(defaults.footer);

  const groups: CatalogGroupOutline[] = Object.entries(catalogGroups).flatMap(([group, { title, description }]) => {
    const inGroup = sections.get(group as CatalogGroup) ?? [];
    return inGroup.length > 0 ? [{ title, description, sections: inGroup }] : [];
  });
  const page: PageData = {
    route: catalogRoute,
    title: "Block catalog",
    description: "Every block of the site drawn from its examples, with the YAML that makes it.",
    // The catalog's own words are English, whatever the site's language.
    lang: "en",
    theme: "brand",
    translations: {},
    blocks,
    noindex: true,
    catalog: { groups },
  };
  return { page, errors };
}
