import type { ComponentType } from "react";
import type { Block, BlockPropsMap, BlockType } from "../../schema/blocks";
import type { IslandRule, IslandStart } from "../islands/island-start";

/** What src/blocks/<type>/index.tsx exports: the component, and when its island starts (none: static). */
export interface BlockModule<Props> {
  default: ComponentType<Props>;
  island?: IslandRule<Props>;
}

type AnyBlockModule = { [Type in BlockType]: BlockModule<BlockPropsMap[Type]> }[BlockType];

/**
 * Every block module, found by the convention src/blocks/<type>/index.tsx: adding a block type means
 * adding its folder, nothing here. tests/unit/registry.test.ts fails when a schema has no module or a
 * module no schema. Only the server (prerender, dev server) and tests load this: the browser imports
 * an island's module alone, by the URL the prerender writes beside it.
 */
const modules = import.meta.glob<AnyBlockModule>("./*/index.tsx", { eager: true });

/** The module of every block type, by type name. */
export const blockModules: ReadonlyMap<string, AnyBlockModule> = new Map(
  Object.entries(modules).map(([file, module]) => [file.split("/")[1] ?? file, module]),
);

/** A block's component and island start, typed by the block it draws. */
export function blockModuleOf<Type extends BlockType>(block: BlockPropsMap[Type] & { type: Type }) {
  const module = blockModules.get(block.type) as BlockModule<BlockPropsMap[Type]> | undefined;
  if (!module) throw new Error(`No component for block type "${block.type}": add src/blocks/${block.type}/index.tsx`);
  return module;
}

/** When this block's island starts, or null for a static block. */
export function islandStartOf(block: Block): IslandStart | null {
  const rule = blockModuleOf(block).island;
  return typeof rule === "function" ? rule(block) : (rule ?? null);
}
