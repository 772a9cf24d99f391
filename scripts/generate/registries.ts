import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isMapping } from "../../src/engine/read/yaml-data";

/** A block type's name, as its schema file and its folder are named: lower-case words joined by hyphens. */
const typeName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** "page-banner" → "pageBanner". */
const camelCase = (type: string) => type.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A key of an object literal as prettier writes it: quoted only when it must be. */
const key = (type: string) => (/^[a-z][a-zA-Z0-9]*$/.test(type) ? type : `"${type}"`);

const notice = (from: string) =>
  `// Written by npm run generate from ${from}; a unit test fails when it is out of date.`;

interface SchemaFile {
  type: string;
  /** The name its definition is exported by. */
  name: string;
  frame: unknown;
}

/** The block definition each schema/blocks/<type>.ts exports: the one whose type is its file's name. */
async function schemaFiles(appRoot: string): Promise<SchemaFile[]> {
  const folder = path.join(appRoot, "schema/blocks");
  const types = (await readdir(folder))
    .filter((file) => file.endsWith(".ts") && typeName.test(file.slice(0, -3)) && file !== "index.ts")
    .map((file) => file.slice(0, -3))
    .sort();
  const found: SchemaFile[] = [];
  for (const type of types) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(folder, `${type}.ts`)).href);
    const [name, definition] =
      Object.entries(module).find(([, value]) => isMapping(value) && value.type === type && "schema" in value) ?? [];
    if (!name || !isMapping(definition))
      throw new Error(`schema/blocks/${type}.ts exports no defineBlock({ type: "${type}", ... })`);
    found.push({ type, name, frame: definition.frame });
  }
  return found;
}

/** The folders of src/blocks/ that hold a component, src/blocks/<type>/index.tsx. */
async function componentFolders(appRoot: string): Promise<string[]> {
  const folder = path.join(appRoot, "src/blocks");
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, "index.tsx")))
    .map((entry) => entry.name)
    .sort();
}

function definitionsFile(schemas: readonly SchemaFile[]): string {
  return [
    notice("schema/blocks/<type>.ts"),
    ...schemas.map(({ type, name }) => `import { ${name} } from "./${type}";`),
    "",
    "/** Every block type's definition, by its type, in the order of their names. */",
    "export const blockDefinitions = {",
    ...schemas.map(({ type, name }) => `  ${key(type)}: ${name},`),
    "};",
    "",
  ].join("\n");
}

function componentsFile(folders: readonly string[], schemas: readonly SchemaFile[]): string {
  const frames = schemas.filter((schema) => schema.frame !== undefined).map((schema) => `"${schema.type}"`);
  return [
    notice("src/blocks/<type>/index.tsx and the frame of schema/blocks/<type>.ts"),
    'import type { BlockModules } from "./block-module";',
    ...folders.map((type) => `import * as ${camelCase(type)}Module from "./${type}";`),
    "",
    "/** Every block type's component and island rule, by its type: TypeScript checks each against its schema's props. */",
    "export const blockModules: BlockModules = {",
    ...folders.map((type) => `  ${key(type)}: ${camelCase(type)}Module,`),
    "};",
    "",
    "/** The block types whose definition says they frame the page: drawn around its main content. */",
    `export const frameTypes: ReadonlySet<string> = new Set([${frames.join(", ")}]);`,
    "",
  ].join("\n");
}

/**
 * The registries of block types, by path in the project: TypeScript cannot make a type from a folder's
 * files, and the engine's bundler has no glob import, so each is written from the files there.
 */
export async function registryFiles(appRoot: string): Promise<Map<string, string>> {
  const schemas = await schemaFiles(appRoot);
  return new Map([
    ["schema/blocks/definitions.generated.ts", definitionsFile(schemas)],
    ["src/blocks/components.generated.ts", componentsFile(await componentFolders(appRoot), schemas)],
  ]);
}
