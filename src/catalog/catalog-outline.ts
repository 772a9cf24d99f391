import type { BlockType } from "../../schema/blocks";

/** One example of a block type: the index of its block in the catalog page's blocks, and the YAML that makes it. */
export interface CatalogExample {
  block: number;
  /** The example as its file writes it, shown under the block. */
  yaml: string;
}

/** A block type's section of the catalog, anchored by the type's name. */
export interface CatalogSection<Example = CatalogExample> {
  type: BlockType;
  description: string;
  examples: Example[];
}

export interface CatalogGroupOutline<Example = CatalogExample> {
  title: string;
  description: string;
  sections: CatalogSection<Example>[];
}

/** How the catalog page lays out its blocks: groups of sections, one section per block type. */
export interface CatalogOutline<Example = CatalogExample> {
  groups: CatalogGroupOutline<Example>[];
}
