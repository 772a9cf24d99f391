import { readFile } from "node:fs/promises";
import path from "node:path";
import { groupsOfBlocks } from "../../schema/block-groups";
import { blocks } from "../../schema/blocks";
import type { FieldSchema, StudioBlock, StudioBlockGroup } from "../../src/studio/studio-api-types";
import { starterBlock, starterLanguages } from "../new-page/starter-blocks";

const appRoot = path.resolve(import.meta.dirname, "../..");

/** Each block type's JSON Schema, by type, from the page's generated schema, whose list of blocks is one choice per type. */
async function blockJsonSchemas(): Promise<Map<string, FieldSchema>> {
  const page = JSON.parse(await readFile(path.join(appRoot, "schema/page.schema.json"), "utf8")) as {
    properties: { blocks: { items: { oneOf: (FieldSchema & { properties: { type: { const: string } } })[] } } };
  };
  return new Map(page.properties.blocks.items.oneOf.map((schema) => [schema.properties.type.const, schema]));
}

/** The block catalog, grouped as docs/blocks.md groups it, each block with its schema and starters. */
export async function studioBlockCatalog(): Promise<StudioBlockGroup[]> {
  const schemas = await blockJsonSchemas();
  const described = await Promise.all(
    blocks.map(async (block) => {
      const starters: StudioBlock["starters"] = {};
      for (const lang of starterLanguages) starters[lang] = await starterBlock(block.type, lang).catch(() => undefined);
      return {
        group: block.group,
        type: block.type,
        description: block.description,
        schema: schemas.get(block.type),
        starters,
      };
    }),
  );
  return groupsOfBlocks(described).map(({ title, description, blocks: grouped }) => ({
    title,
    description,
    blocks: grouped.map(({ type, description: about, schema, starters }) => ({
      type,
      description: about,
      schema,
      starters,
    })),
  }));
}

/** A block's picture in the catalog (docs/catalog/<type>-390.png), or undefined for a type with none. */
export function blockPicturePath(type: string): string | undefined {
  return blocks.some((block) => block.type === type)
    ? path.join(appRoot, "docs/catalog", `${type}-390.png`)
    : undefined;
}
