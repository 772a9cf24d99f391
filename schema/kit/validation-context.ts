import type { CollectionName, CollectionRecords } from "../collections";
import { emptyRecords } from "../collections";
import type { CurrentRecord, DocumentUses } from "./document-uses";

/** The intrinsic size of an image under public/, so pages reserve its box. */
export interface ImageSize {
  width: number;
  height: number;
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
  /**
   * Paths that redirect, and where to (site.yaml's redirects, read before anything else): a link to
   * one leads straight to its destination, so a visitor loads the page at once, not a redirect first.
   */
  redirects: ReadonlyMap<string, string>;
}

/** One document's validation: the site's facts, the record it is for, and what the check finds in it. */
export interface ValidationContext extends SiteFacts, DocumentUses {}

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
    redirects: facts.redirects ?? new Map(),
    current: facts.current,
    links: [],
    anchors: [],
  };
}
