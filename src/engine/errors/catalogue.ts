import { visibleEscapes } from "./terminal-text";

/**
 * Every way a site's files can be wrong, as data: a stable code, a title, and a hint that says what to do.
 * Messages are built from the facts of each case where the error is found; tests assert codes.
 */
/** A kind of problem. Those marked as warnings are reported but fail nothing; the rest stop the build. */
interface CatalogueEntry {
  title: string;
  hint: string;
  severity?: "warning";
}

export const errorCatalogue = {
  "yaml-syntax": {
    title: "YAML syntax error",
    hint: "Check indentation, colons and quotes on this line and the one above.",
  },
  "duplicate-key": { title: "Duplicate key", hint: "A key may appear once per mapping: remove or rename one of them." },
  "invalid-encoding": {
    title: "File is not UTF-8 text",
    hint: "Save the file as UTF-8 (editors offer it under the file's encoding), then check the characters at this place.",
  },
  "file-too-large": {
    title: "File too large",
    hint: "Split the file: a page per file, or fewer records per collection.",
  },
  "alias-expansion": {
    title: "Aliases repeat too much",
    hint: "An alias (*name) repeats the part of the file marked &name; repeat less, or write out the parts you need.",
  },
  "nesting-too-deep": {
    title: "Nested too deeply",
    hint: "Look for a [ or { that is never closed, or for aliases that contain one another.",
  },
  "invalid-file-name": {
    title: "Page file name is not a path",
    hint: "Rename the file as the message says; a page's file name is its address.",
  },
  "symbolic-link": {
    title: "Symbolic link skipped",
    hint: "Put the file itself in the folder, or remove the link; a link could lead out of the project.",
    severity: "warning",
  },
  "public-file-type": {
    title: "File type that public/ does not publish",
    hint: "public/ publishes images, fonts, icons, PDFs, videos and plain text; remove the file or convert it as the message says.",
  },
  "unsafe-svg": {
    title: "SVG that could run or load something",
    hint: "Remove what the message names, or export the drawing again as a plain SVG: a file in public/ is published as it is, on the site's own address.",
  },
  "invalid-svg": {
    title: "SVG that cannot be read",
    hint: "Open the file in a drawing tool and export it again as a plain SVG; what cannot be read cannot be checked.",
  },
  "empty-file": { title: "Empty file", hint: "A page needs at least title, description and blocks." },
  "not-a-mapping": {
    title: "Document is not a mapping",
    hint: "Write the document as keys and values: title: ..., description: ..., blocks: ...",
  },
  "blocks-not-list": {
    title: "blocks is not a list",
    hint: "Write blocks as a list, one item per block, each starting with '- type: <block type>'.",
  },
  "block-not-mapping": {
    title: "Block is not a mapping",
    hint: "Each block is a mapping that starts with 'type:', such as '- type: hero'.",
  },
  "missing-block-type": { title: "Block has no type", hint: "Start the block with 'type: <block type>'." },
  "unknown-block-type": { title: "Unknown block type", hint: "Use one of the block types listed in the message." },
  "unknown-key": {
    title: "Unknown key",
    hint: "Remove the key or correct its spelling; the message lists the allowed keys.",
  },
  "wrong-type": {
    title: "Wrong type of value",
    hint: "Change the value to the expected type; quote text that looks like a number or a date.",
  },
  "missing-field": { title: "Missing required field", hint: "Add the field to this mapping." },
  "invalid-value": { title: "Invalid value", hint: "Change the value as the message says." },
  "hidden-character": {
    title: "Hidden character in text",
    hint: "Remove the character the message names: it does not show, or it changes the order the text reads in.",
  },
  "too-long": {
    title: "Text too long",
    hint: "Shorten it: a title takes up to 200 characters, a description 500, the site's name 100, a link 2,000, a path 200, a section's id 100.",
  },
  "decimal-comma": {
    title: "Decimal comma",
    hint: "Write decimals with a point, as 19.99; a comma separates items in { } and [ ].",
  },
  "missing-record": {
    title: "Reference to a missing record",
    hint: "Use an id that exists in the collection file, or add the record there.",
  },
  "invalid-range": {
    title: "Range of records that cannot be shown",
    hint: "Write range: [first id, last id], the lower id first, over ids the collection has; or list the ids.",
  },
  "no-current-record": {
    title: "No current record here",
    hint: "Use { from: <collection>, id: <number> } on pages that are not rendered once per record.",
  },
  "duplicate-id": { title: "Duplicate record id", hint: "Give every record of a collection its own id." },
  "duplicate-route": {
    title: "Two sources for one route",
    hint: "Remove one of the pages, aliases or redirects so each path has one source.",
  },
  "missing-collection": {
    title: "Per-record page without a collection",
    hint: "Add 'collection: <name>' to say which collection has one page per record.",
  },
  "unknown-field": { title: "Unknown record field in text", hint: "Use {field} only with fields the records have." },
  "missing-image": { title: "Image not found", hint: "Add the file under public/ or correct the path." },
  "unknown-host": {
    title: "Unknown host",
    hint: "Declare the host under hosts: in content/site.yaml, or correct its name.",
  },
  "invalid-origin": {
    title: "Address is not an origin",
    hint: "Write only http:// or https://, a host name and, where needed, a port, such as https://www.example.com.",
  },
  "missing-file": { title: "Required file missing", hint: "Create the file; the message says which one." },
  "unknown-collection": { title: "Unknown collection file", hint: "Rename the file after a collection, or remove it." },
  "unsafe-link": {
    title: "Unsafe link",
    hint: "Link to a page of the site (/contact), a web address (https://...), mailto: or tel:.",
  },
  "invalid-link": {
    title: "Not a link",
    hint: "Write a site path (/contact), an anchor (#pricing), a web address (https://...), mailto:, tel: or {host}/path.",
  },
  "missing-anchor": {
    title: "Anchor names no section of its page",
    hint: "Use the id of a section of that page, or give the section that id.",
  },
  "duplicate-anchor": {
    title: "Two sections with one id",
    hint: "Give each section of a page its own id; a link to the id would only ever reach the first.",
  },
  "block-migrated": {
    title: "Block written in an older shape",
    hint: "Run npm run migrate to rewrite the file in the current shape; it keeps comments and formatting.",
    severity: "warning",
  },
  "broken-link": {
    title: "Link to no page",
    hint: "Point the link at an existing page, or add a redirect for the path in content/site.yaml.",
  },
  "invalid-translation": {
    title: "Translation that is not the same page in another language",
    hint: "Name a page written in that language whose own translations name this page back.",
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCatalogue, value);
}

/** One problem found in one file, with where it is and what to do about it. */
export interface SiteError {
  code: ErrorCode;
  /** Warnings are reported but do not fail a run. */
  severity: "error" | "warning";
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Where in the document, as in blocks[2].plans[0].price; empty for the document itself. */
  path: string;
  message: string;
  hint: string;
}

export function siteError(
  code: ErrorCode,
  where: { file: string; line: number; column: number; path?: string },
  message: string,
  hint: string = errorCatalogue[code].hint,
): SiteError {
  const entry: CatalogueEntry = errorCatalogue[code];
  return { code, severity: entry.severity ?? "error", path: "", ...where, message, hint };
}

/**
 * `pages/home/seo.yaml:14:9 blocks[2].plans[0].price: expected a number, got "19,99"` and its hint. File
 * names, keys and values come from the site's files, so their control characters are shown as escapes.
 */
export function formatError(error: SiteError): string {
  const where = `${visibleEscapes(error.file)}:${error.line}:${error.column}`;
  const subject = error.path ? `${visibleEscapes(error.path)}: ` : "";
  const message = visibleEscapes(error.message);
  return `${where} ${error.severity} ${subject}${message} [${error.code}]\n    ${visibleEscapes(error.hint)}`;
}

/** Same file, same place, same message: one report, even when a per-record page repeats it. */
export function uniqueErrors(errors: readonly SiteError[]): SiteError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.file}:${error.line}:${error.column}:${error.code}:${error.path}:${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const byName = new Intl.Collator("en").compare;

/** Errors in reading order: by file, then line, then column. */
export function sortErrors(errors: readonly SiteError[]): SiteError[] {
  return [...errors].sort((a, b) => byName(a.file, b.file) || a.line - b.line || a.column - b.column);
}
