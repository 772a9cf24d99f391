import type { BlockType } from "../../schema/blocks";

/** One example of a block type: the index of its block in the catalog page's blocks, and what a page writes for it. */
export interface CatalogExample {
  block: number;
  /** The example as a page writes it, shown as YAML when the catalog is drawn. */
  input: unknown;
}

/** A block type's section of the catalog, anchored by the type's name. */
export interface CatalogSection {
  type: BlockType;
  description: string;
  examples: CatalogExample[];
}

export interface CatalogGroupOutline {
  title: string;
  description: string;
  sections: CatalogSection[];
}

/** How the catalog page lays out its blocks: groups of sections, one section per block type. */
export interface CatalogOutline {
  groups: CatalogGroupOutline[];
}
