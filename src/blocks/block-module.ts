import type { ComponentType } from "react";
import type { BlockPropsMap, BlockType } from "../../schema/blocks";
import type { IslandRule } from "../islands/island-start";

/** What src/blocks/<type>/index.tsx exports: the component, and when its island starts (none: static). */
export interface BlockModule<Props> {
  default: ComponentType<Props>;
  island?: IslandRule<Props>;
}

/** Every block type's module, each typed by its own props. */
export type BlockModules = { [Type in BlockType]: BlockModule<BlockPropsMap[Type]> };
