import type { LinkTarget } from "./link-rules";
import type { PublicImage, UnusableImage } from "./public-image";
import { type CollectionName, type CollectionRecords, emptyRecords } from "../collections";
import { rootBase } from "../../src/routing/base-path";
import { builtInThemes, type SiteThemes } from "../themes/site-themes";
import type { z } from "zod";
import type { BlockWordKey, BlockWords } from "../language/block-words";
import { builtInBlockWords, english } from "../language/built-in-languages";
import type { Language } from "../language/site-language";

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
  /** The words of the language the value is written in, which its fields left out say; English when unset. */
  words?: BlockWords;
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

/**
 * A field's default that is a word: `.default(blockWord("readMore"))` says it in the language of the
 * block being checked. Outside a check (the editor's schema, the docs) it is the English word.
 */
export const blockWord = (key: BlockWordKey) => (): string => (checking?.words ?? english.blockWords)[key];

/** The record "current" stands for in the document being checked, if it is made once per record. */
export function currentRecord(): CurrentRecord | undefined {
  return checking?.current;
}

/**
 * What every document of a site is checked against; the same for all of them. The schemas read only
 * these facts, so they are built once per site.
 */
export interface SiteFacts {
  /** Images under public/ by URL path ("/art/blog/1.svg"), or why a photo there cannot be shown. */
  images: ReadonlyMap<string, PublicImage | UnusableImage>;
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
  /** The folder the site is served under ("/" or "/docs/"): the written address of every site path starts with it. */
  base: string;
  /**
   * The themes a page may name: the built-in ones and site.yaml's, each with its colours. "unchecked"
   * when content/site.yaml could not be read: its own error is reported, and no page's theme is.
   */
  themes: SiteThemes | "unchecked";
  /**
   * The codes of the languages site.yaml lists, which pages and blocks may be written in. "unchecked"
   * when they cannot be read: site.yaml's own error is reported, and any language tag is let through.
   */
  languages: readonly string[] | "unchecked";
  /**
   * What blocks say in each language of the site where a field is left out: the built-in words and
   * site.yaml's own. The built-in languages' alone when site.yaml's languages cannot be read (their
   * error is reported, and no page is built).
   */
  blockWords: ReadonlyMap<Language, BlockWords>;
}

/** One document's validation: the site's facts, the record it is for, and what the check finds in it. */
export interface ValidationContext extends SiteFacts, DocumentUses {}

/**
 * The one way to make a validation context, for the loader (one per document), the editor-schema
 * writer and the tests. Facts left out are empty: no images, no hosts, no records, languages unchecked.
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
    base: facts.base ?? rootBase,
    themes: facts.themes ?? builtInThemes(),
    languages: facts.languages ?? "unchecked",
    blockWords: facts.blockWords ?? builtInBlockWords,
    current: facts.current,
    links: [],
    anchors: [],
  };
}

/**
 * Validates a value read from one document, in that document's context: on a per-record page,
 * "current" stands for the page's record, and the fields left out that say a word say it in `lang`,
 * the language the value is written in (English when it is unknown). Once the value is valid, the
 * links and section ids its fields noted as they were checked are added to the context. A value that
 * fails adds none: its links are not checked until it is fixed.
 */
export function validateInContext<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  context: ValidationContext,
  lang?: Language,
): z.ZodSafeParseResult<z.output<Schema>> {
  const words = lang === undefined ? undefined : context.blockWords.get(lang);
  const uses: DocumentUses = { current: context.current, links: [], anchors: [], ...(words ? { words } : {}) };
  const result = noting(uses, () => schema.safeParse(raw, { reportInput: true }));
  if (result.success) {
    context.links.push(...uses.links);
    context.anchors.push(...uses.anchors);
  }
  return result;
}
