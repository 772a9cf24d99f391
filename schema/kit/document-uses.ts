import type { CollectionName } from "../collections";
import type { LinkTarget } from "./link-rules";

/** The record a `pages/<path>/[id].yaml` page is validated for, once per record of its collection. */
export interface CurrentRecord {
  collection: CollectionName;
  id: number;
}

/** A link written in a document: as written, and what the link rules read it as. */
export interface LinkUse {
  href: string;
  target: LinkTarget;
}

/** A section id a block of the document gives itself, for checking in-page links such as "/#planes". */
export interface AnchorUse {
  id: string;
}

/** What a document's fields declare as they are checked: the links it writes and the ids it gives. */
export interface DocumentUses {
  /** Set on a per-record page: what "current" stands for in its blocks. */
  current?: CurrentRecord;
  links: LinkUse[];
  anchors: AnchorUse[];
}

/**
 * The document being checked right now. Link, anchor and record fields note what they read here, as
 * zod parses them: the engine learns a document's links without walking its schema. Parsing is
 * synchronous, and `noting` always puts back what it found, so nothing outlives one parse.
 */
let checking: DocumentUses | undefined;

/** Runs `parse` with its link, anchor and record fields noting into `uses`. */
export function noting<Result>(uses: DocumentUses, parse: () => Result): Result {
  const outer = checking;
  checking = uses;
  try {
    return parse();
  } finally {
    checking = outer;
  }
}

export function noteLink(use: LinkUse): void {
  checking?.links.push(use);
}

export function noteAnchor(id: string): void {
  checking?.anchors.push({ id });
}

/** The record "current" stands for in the document being checked, if it is made once per record. */
export function currentRecord(): CurrentRecord | undefined {
  return checking?.current;
}
