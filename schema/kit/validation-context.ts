import type { CollectionName, CollectionRecords } from "../collections";
import { emptyRecords } from "../collections";

/** The intrinsic size of an image under public/, so pages reserve its box. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The record a `pages/<path>/[id].yaml` page is validated for, once per record of its collection. */
export interface CurrentRecord {
  collection: CollectionName;
  id: number;
}

/** A link written in a document and where, for the link check that runs once every page is known. */
export interface LinkUse {
  href: string;
  path: readonly PropertyKey[];
}

/** A section id a block of the document gives itself, for checking in-page links such as "/#planes". */
export interface AnchorUse {
  id: string;
  path: readonly PropertyKey[];
}

/**
 * What every document of a site is checked against; the same for all of them. The schemas read only
 * these facts, so they are built once per site.
 */
export interface SiteFacts {
  /** Images under public/ by URL path ("/art/blog/1.svg"). */
  images: ReadonlyMap<string, ImageSize>;
  /**
   * External hosts by name, for links written "{name}/path". "unchecked" when content/site.yaml could
   * not be read: its own error is reported, and every host link is not reported again as unknown.
   */
  hosts: ReadonlyMap<string, string> | "unchecked";
  records: CollectionRecords;
  /**
   * Records that exist but could not be read: a whole collection file ("all") or single records.
   * Their own errors are reported; references to them are not reported again as missing.
   */
  unreadableRecords: ReadonlyMap<CollectionName, ReadonlySet<number> | "all">;
}

/** One document's validation: the site's facts, the record it is for, and what the check finds in it. */
export interface ValidationContext extends SiteFacts {
  /** Set on a per-record page: what "current" stands for in its blocks. */
  current: CurrentRecord | undefined;
  /** Filled while validating: every link the document writes. */
  links: LinkUse[];
  /** Filled while validating: every section id the document's blocks declare. */
  anchors: AnchorUse[];
}

/**
 * The one way to make a validation context, for the loader (one per document), the editor-schema
 * writer and the tests. Facts left out are empty: no images, no hosts, no records.
 */
export function createValidationContext(
  facts: Partial<SiteFacts> & { current?: CurrentRecord } = {},
): ValidationContext {
  return {
    images: facts.images ?? new Map(),
    hosts: facts.hosts ?? new Map(),
    records: facts.records ?? emptyRecords(),
    unreadableRecords: facts.unreadableRecords ?? new Map(),
    current: facts.current,
    links: [],
    anchors: [],
  };
}
