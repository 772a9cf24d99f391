import type { BlockPropsMap } from "../../schema/blocks";
import { lazyBlock, type LazyBlock } from "../render/lazy-block";

export type BlockComponents = { [Type in keyof BlockPropsMap]: LazyBlock<BlockPropsMap[Type]> };

/**
 * The component of every block type. A type left out fails the type check. Each loads on first
 * use, so a page ships only the code of the blocks it shows. The module of type x is always
 * src/blocks/x/index.tsx: the prerender finds a page's chunks by that path in Vite's manifest.
 */
export const blockComponents: BlockComponents = {
  header: lazyBlock(() => import("./header")),
  footer: lazyBlock(() => import("./footer")),
  "not-found": lazyBlock(() => import("./not-found")),
};
