import type { Block, BlockPropsMap, BlockType } from "../../schema/blocks";
import type { IslandStart } from "../islands/island-start";
import type { BlockModule } from "./block-module";
import { blockModules } from "./components.generated";

export { blockModules, frameTypes } from "./components.generated";

/**
 * A block's component and island start, typed by the block it draws. Only the server (prerender, dev
 * server) and tests load the registry: the browser imports an island's module alone, by the URL the
 * prerender writes beside it.
 */
export function blockModuleOf<Type extends BlockType>(
  block: BlockPropsMap[Type] & { type: Type },
): BlockModule<BlockPropsMap[Type]> {
  return blockModules[block.type];
}

/** When this block's island starts, or null for a static block. */
export function islandStartOf(block: Block): IslandStart | null {
  const rule = blockModuleOf(block).island;
  return typeof rule === "function" ? rule(block) : (rule ?? null);
}

/** The props an island's browser code needs to hydrate it: what its `<Prerendered>` parts draw is left out. */
export function browserPropsOf(block: Block): Block {
  const { browserProps } = blockModuleOf(block);
  return browserProps ? browserProps(block) : block;
}
