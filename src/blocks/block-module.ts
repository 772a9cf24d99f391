import type { ComponentType } from "react";
import type { BlockPropsMap, BlockType } from "../../schema/blocks";
import type { IslandRule } from "../islands/island-start";

/** What src/blocks/<type>/index.tsx exports: the component, and when its island starts (none: static). */
export interface BlockModule<Props> {
  default: ComponentType<Props>;
  island?: IslandRule<Props>;
  /**
   * The props an island's browser code is sent, when some of them are drawn only inside
   * `<Prerendered>` parts: the same props with those left empty. Without it, the island gets all.
   */
  browserProps?: (props: Props) => Props;
}

/** Every block type's module, each typed by its own props. */
export type BlockModules = { [Type in BlockType]: BlockModule<BlockPropsMap[Type]> };
