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
