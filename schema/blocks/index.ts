import { z } from "zod";
import type { FramePosition, PageFacts, StructuredDataNode } from "../define-block";
import type { BlockKit } from "../kit/block-kit";
import type { FormDestination } from "../kit/form-destination";
import { blockDefinitions } from "./definitions.generated";

/**
 * Every block type: each schema/blocks/<type>.ts, found there by `npm run generate`. Being here is
 * what makes `type: <name>` valid in a page.
 */
export const blocks = Object.values(blockDefinitions);

type BlockDefinition = (typeof blocks)[number];
export type BlockType = keyof typeof blockDefinitions;
type BlockSchema<Type extends BlockType> = ReturnType<(typeof blockDefinitions)[Type]["schema"]>;

/** Props a block's component receives: the schema's output, references and images resolved. */
export type BlockProps<Type extends BlockType> = z.output<BlockSchema<Type>>;
/** What a page's YAML may say for a block: the schema's input. */
export type BlockInput<Type extends BlockType> = z.input<BlockSchema<Type>>;
/** Props by block type: the one map that the registry and the renderer are typed from. */
export type BlockPropsMap = { [Type in BlockType]: BlockProps<Type> };
/** Any block of a validated page. */
export type Block = BlockPropsMap[BlockType];

export const blockTypes: readonly BlockType[] = blocks.map((block) => block.type);

/** What the engine asks of a block type's definition, typed by its own props. */
interface BlockRole<Type extends BlockType> {
  /** Its own type: a definition filed under another type's name is a type error below. */
  type: Type;
  frame?: FramePosition;
  structuredData?: (blocks: readonly BlockPropsMap[Type][], page: PageFacts) => StructuredDataNode | undefined;
  openGraphType?: "article";
  formDestinations?: (block: BlockPropsMap[Type]) => readonly (FormDestination | undefined)[];
}

const roles: { [Type in BlockType]: BlockRole<Type> } = blockDefinitions;

export function isBlockType(name: string): name is BlockType {
  return Object.hasOwn(blockDefinitions, name);
}

/** Where a block of this type frames a page; undefined for a block of the page's content. */
export function frameOf(type: BlockType): FramePosition | undefined {
  return roles[type].frame;
}

/** The page's og:type: the first of its blocks that says one, else "website". */
export function openGraphTypeOf(blocks: readonly Block[]): string {
  for (const block of blocks) {
    const type = roles[block.type].openGraphType;
    if (type) return type;
  }
  return "website";
}

/**
 * What a block type adds to a page's JSON-LD, given every block of that type on the page (at least
 * one); undefined when it adds nothing.
 */
export function structuredDataOf<Type extends BlockType>(
  type: Type,
  blocks: readonly BlockPropsMap[Type][],
  page: PageFacts,
): StructuredDataNode | undefined {
  return roles[type].structuredData?.(blocks, page);
}

/** Where the forms of a block send; none for a block without a form, or whose forms stay on the page. */
export function formDestinationsOf<Type extends BlockType>(
  block: BlockPropsMap[Type] & { type: Type },
): FormDestination[] {
  const role: BlockRole<Type> = roles[block.type];
  return (role.formDestinations?.(block) ?? []).filter((destination) => destination !== undefined);
}

/** The schema of each block type, for one load of the site. */
export interface BlockSchemas {
  /** The block type's schema; undefined for a name that is no block type. */
  get: (type: string) => z.ZodType<Block> | undefined;
}

/**
 * The block schemas of one load of the site, each built the first time it is asked for: building all
 * of them costs a tenth of a small site's validation, and a run whose pages all come from the
 * validation cache needs none.
 */
export function createBlockSchemas(kit: BlockKit): BlockSchemas {
  const built = new Map<string, z.ZodType<Block>>();
  return {
    get: (type) => {
      if (!isBlockType(type)) return undefined;
      let schema = built.get(type);
      if (!schema) built.set(type, (schema = blockDefinitions[type].schema(kit)));
      return schema;
    },
  };
}

/** All blocks as one union on `type`, for the JSON Schema editors read. */
export function createBlockUnion(kit: BlockKit) {
  const [first, ...rest] = blocks.map((block: BlockDefinition) => block.schema(kit));
  if (!first) throw new Error("no block types are defined");
  return z.discriminatedUnion("type", [first, ...rest]);
}
