import type { FieldRole, FieldRoleKey } from "../../schema/kit/field-roles";

/**
 * What the studio's server sends and its browser app reads, declared once for both. The browser
 * bundle imports this file, so it imports nothing but leaf types, least of all node's modules.
 */

/** A problem as the studio shows it: at its field (the path in the page, as in blocks[2].plans[0].price) and in the page's summary. */
export interface StudioIssue {
  code: string;
  severity: "error" | "warning";
  path: string;
  line: number;
  column: number;
  message: string;
  hint: string;
}

/** A page in the studio's list. */
export interface StudioPage {
  route: string;
  file: string;
  title: string;
  /** Made once per record of a collection (pages/blog/[id].yaml): listed, edited as YAML by hand. */
  perRecord: boolean;
  /** The home and not-found pages, which every site keeps at their paths: never moved nor deleted. */
  fixed: boolean;
  issues: StudioIssue[];
}

/** The studio's list of pages, and the problems of the site's other files (content/, site.yaml). */
export interface StudioPages {
  pages: StudioPage[];
  siteIssues: (StudioIssue & { file: string })[];
}

/** A JSON Schema as the generated schemas write it: the parts the studio's forms read. */
export interface FieldSchema extends Partial<Record<FieldRoleKey, FieldRole>> {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  default?: unknown;
}

/** An image of public/, as the image picker lists it. */
export interface StudioImage {
  src: string;
  width: number;
  height: number;
  photo: boolean;
}

/** A path of the site a link may lead to, as the link picker offers it. */
export interface LinkTarget {
  path: string;
  /** The page's title, or where a redirect leads. */
  title: string;
  /** The section ids of the page there ("#plans"), which a link may name after the path. */
  anchors: string[];
}

/** A record of a collection, by its id and what a person knows it by. */
export interface RecordChoice {
  id: number;
  label: string;
}

/** A block type as the studio's catalog offers it. */
export interface StudioBlock {
  type: string;
  description: string;
  /**
   * Its JSON Schema, as editors read it (schema/page.schema.json): the studio's form is made from it.
   * Absent while that file predates the block (npm run generate writes it).
   */
  schema?: FieldSchema;
  /** The fields a new block starts with, by language: the starters `npx blockpress new` writes. */
  starters: Partial<Record<string, Record<string, unknown>>>;
}

export interface StudioBlockGroup {
  title: string;
  description: string;
  blocks: StudioBlock[];
}

/** A file as the studio opened it: its text, and the version a save must name. */
export interface OpenedFile {
  text: string;
  version: string;
}

/** A place of the site that leads to a page: a link to it, or a page naming it as its translation. */
export interface PageReference {
  file: string;
  /** The page the place is on; none for content/ files (site.yaml's menus, footers and redirects). */
  route?: string;
  line: number;
  /** Where in the file's data: "blocks[2].actions[0].href", "menu[0].sections[0].links[1].href". */
  path: string;
  kind: "link" | "translation";
}

/** Why a page operation was refused, with the places that keep it from being done, when those are why. */
export interface PageRefusal {
  error: string;
  references?: PageReference[];
}

/** A page moved to another route: where it is now, and what else changed with it. */
export interface MovedPage {
  route: string;
  file: string;
  /** Whether site.yaml's redirects send visitors of the old route to the new one. */
  redirected: boolean;
  /** Redirects that led to the old route and lead to the new one now. */
  repointed: number;
  /** Pages that name it as their translation, whose translations name its new route. */
  retranslated: string[];
}
