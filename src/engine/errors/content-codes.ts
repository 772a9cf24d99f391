import type { CatalogueEntry } from "./catalogue";
import { describeValue } from "./describe-value";
import { siteConfigCodes, type SiteConfigFacts } from "./site-config-codes";
import type { UnusableImage } from "../../../schema/kit/public-image";

/** Where a translation named in a page's `translations` goes wrong. */
type TranslationProblem =
  | { problem: "same-language"; lang: string }
  | { problem: "not-a-page"; route: string }
  | { problem: "other-language"; route: string; lang: string; written: string }
  | { problem: "not-named-back"; route: string; page: string; lang: string };

/**
 * What each message about what the files say is made from. `reason` stands where the cases are too
 * many to list (a schema's own rule, a link rule): the rule that found it words it.
 */
export interface ContentFacts extends SiteConfigFacts {
  "empty-file": Record<string, never>;
  "not-a-mapping": { document: "page" | "collection"; got: string };
  "blocks-not-list": { got: string };
  "block-not-mapping": { got: string };
  "missing-block-type": Record<string, never>;
  "unknown-block-type": { got: string; nearest: readonly string[] };
  "unknown-key": { key: string; allowed: readonly string[] };
  "wrong-type": { expected: string; got: string };
  "missing-field": { field: string; expected: string };
  "invalid-value": { reason: string };
  "hidden-character": { reason: string };
  "too-long": { what: string; limit: number; length: number; filled: string; subject?: string };
  "decimal-comma": { written: string; meant: string; splitKey?: string };
  "missing-record": { collection: string; id: number };
  "invalid-range": { reason: string };
  "no-current-record": { collection: string } | { field: string };
  "duplicate-id": { id: number };
  "comment-before-post": { written: string; post: number; published: string };
  "duplicate-route": { route: string; earlier: string };
  "missing-collection": { parameter: string };
  "unknown-field": { written: string; field: string; fields: readonly string[] };
  "missing-image": { src: string };
  "unusable-image": { src: string } & UnusableImage;
  "unknown-host": { host: string; known: readonly string[] };
  "invalid-origin": { shown: string };
  "invalid-base": { shown: string; reason: string };
  "unsafe-link": { reason: string };
  "invalid-link": { reason: string };
  "insecure-destination": { shown: string };
  "several-destinations": { keys: readonly string[] };
  "missing-anchor": { route: string; anchor: string; ids: readonly string[] };
  "duplicate-anchor": { id: string };
  "block-migrated": { type: string; changes: readonly string[] };
  "broken-link": { href: string };
  "invalid-translation": TranslationProblem;
}

const count = (value: number) => value.toLocaleString("en");

/** How each reason a photo is refused reads, and what to do about it. */
export const imageProblems: Record<UnusableImage["problem"], { reads: string; hint: string }> = {
  "not-an-image": {
    reads: "is not an image",
    hint: "The file's name says image, its content does not: export the picture again, or name the right file.",
  },
  corrupt: {
    reads: "is damaged or cut short",
    hint: "Copy or export the picture again: part of the file is missing or broken.",
  },
  "unsupported-format": {
    reads: "is in a format pages cannot show",
    hint: "Export it as JPEG, PNG, WebP or AVIF; an SVG drawing goes in a file named .svg.",
  },
  "too-many-pixels": {
    reads: "has more pixels than a build decodes",
    hint: "Scale it down before adding it: 4,000 pixels wide is more than any screen shows.",
  },
  animated: {
    reads: "is animated, where a page shows a still picture",
    hint: "Use one frame of it as a PNG or JPEG; a moving picture belongs in a video.",
  },
};

function translationMessage(facts: TranslationProblem): string {
  switch (facts.problem) {
    case "same-language":
      return `this page is itself in ${facts.lang}; list only its versions in other languages`;
    case "not-a-page":
      return `${facts.route} is not a page of the site (an alias or a redirect does not count)`;
    case "other-language":
      return `${facts.route} is written in ${facts.written}, not ${facts.lang}`;
    case "not-named-back":
      return `${facts.route} does not name ${facts.page} as its ${facts.lang} version; add it to that page's translations`;
  }
}

export const contentCodes: { [Code in keyof ContentFacts]: CatalogueEntry<ContentFacts[Code]> } = {
  ...siteConfigCodes,
  "empty-file": {
    title: "Empty file",
    message: () => "the file is empty",
    hint: "A page needs at least title, description and blocks.",
  },
  "not-a-mapping": {
    title: "Document is not a mapping",
    message: ({ document, got }) =>
      document === "page"
        ? `a page is a mapping of title, description and blocks, got ${got}`
        : `a collection file is a list of records, got ${got}`,
    hint: "Write the document as keys and values: title: ..., description: ..., blocks: ...",
  },
  "blocks-not-list": {
    title: "blocks is not a list",
    message: ({ got }) => `blocks must be a list of blocks, got ${got}`,
    hint: "Write blocks as a list, one item per block, each starting with '- type: <block type>'.",
  },
  "block-not-mapping": {
    title: "Block is not a mapping",
    message: ({ got }) => `a block is a mapping starting with "type:", got ${got}`,
    hint: "Each block is a mapping that starts with 'type:', such as '- type: hero'.",
  },
  "missing-block-type": {
    title: "Block has no type",
    message: () => 'the block has no "type"',
    hint: "Start the block with 'type: <block type>'.",
  },
  "unknown-block-type": {
    title: "Unknown block type",
    message: ({ got, nearest }) =>
      `unknown block type ${got}${nearest.length > 0 ? `; nearest known types: ${nearest.join(", ")}` : ""}`,
    hint: "Use one of the block types listed in the message.",
  },
  "unknown-key": {
    title: "Unknown key",
    message: ({ key, allowed }) => `unknown key "${key}"; allowed keys: ${allowed.join(", ")}`,
    hint: "Remove the key or correct its spelling; the message lists the allowed keys.",
  },
  "wrong-type": {
    title: "Wrong type of value",
    message: ({ expected, got }) => `expected ${expected}, got ${got}`,
    hint: "Change the value to the expected type; quote text that looks like a number or a date.",
  },
  "missing-field": {
    title: "Missing required field",
    message: ({ field, expected }) => `missing required field "${field}" (${expected})`,
    hint: "Add the field to this mapping.",
  },
  "invalid-value": {
    title: "Invalid value",
    message: ({ reason }) => reason,
    hint: "Change the value as the message says.",
  },
  "hidden-character": {
    title: "Hidden character in text",
    message: ({ reason }) => reason,
    hint: "Remove the character the message names: it does not show, or it changes the order the text reads in.",
  },
  "too-long": {
    title: "Text too long",
    message: ({ what, limit, length, filled, subject }) =>
      `${subject === undefined ? "" : `${subject}: `}${what} takes up to ${count(limit)} characters; this one has ${count(length)}${filled}`,
    hint: "Shorten it: a title takes up to 200 characters, a description 500, the site's name 100, a link 2,000, a path 200, a section's id 100.",
  },
  "decimal-comma": {
    title: "Decimal comma",
    message: ({ written, meant, splitKey }) =>
      splitKey === undefined
        ? `expected a number, got ${describeValue(written)}; write ${meant}`
        : `${written}: the comma split the number into ${written.split(",")[0]} and a key "${splitKey}"; write ${meant}`,
    hint: "Write decimals with a point, as 19.99; a comma separates items in { } and [ ].",
  },
  "missing-record": {
    title: "Reference to a missing record",
    message: ({ collection, id }) => `no ${collection} record has id ${id} (content/${collection}.yaml)`,
    hint: "Use an id that exists in the collection file, or add the record there.",
  },
  "invalid-range": {
    title: "Range of records that cannot be shown",
    message: ({ reason }) => reason,
    hint: "Write range: [first id, last id], the lower id first, over ids the collection has; or list the ids.",
  },
  "no-current-record": {
    title: "No current record here",
    message: (facts) =>
      "collection" in facts
        ? `"current" stands for the ${facts.collection} record of a page made once per record, such as pages/${facts.collection}/[id].yaml with collection: ${facts.collection}`
        : `${facts.field} stands for a field of the record a page is made for, but this page is not made once per record`,
    hint: "Use { from: <collection>, id: <number> } on pages that are not rendered once per record.",
  },
  "duplicate-id": {
    title: "Duplicate record id",
    message: ({ id }) => `id ${id} is used by an earlier record too`,
    hint: "Give every record of a collection its own id.",
  },
  "comment-before-post": {
    title: "Comment dated before its post",
    message: ({ written, post, published }) =>
      `the comment is dated ${written}, before its post (blog id ${post}) was published on ${published}`,
    hint: "Date the comment on or after its post's date, or set post: to the id of the post it answers.",
  },
  "duplicate-route": {
    title: "Two sources for one route",
    message: ({ route, earlier }) => `the path ${route} is already served by ${earlier}`,
    hint: "Remove one of the pages, aliases, redirects or feeds so each path has one source.",
  },
  "missing-collection": {
    title: "Per-record page without a collection",
    message: ({ parameter }) =>
      `[${parameter}] in the file name makes one page per record; "collection" must name the collection`,
    hint: "Add 'collection: <name>' to say which collection has one page per record.",
  },
  "unknown-field": {
    title: "Unknown record field in text",
    message: ({ written, field, fields }) =>
      `${written}: the records have no text field "${field}"; they have ${fields.join(", ")}`,
    hint: "Use {field} only with fields the records have.",
  },
  "missing-image": {
    title: "Image not found",
    message: ({ src }) => `image "${src}" is not in public/`,
    hint: "Add the file under public/ or correct the path.",
  },
  "unusable-image": {
    title: "Image cannot be shown",
    message: ({ src, problem, detail }) => `image "${src}" ${imageProblems[problem].reads}: ${detail}`,
    hint: "Export the picture again as JPEG, PNG, WebP or AVIF, or name another file.",
  },
  "unknown-host": {
    title: "Unknown host",
    message: ({ host, known }) =>
      `unknown host "{${host}}"; site.yaml declares ${known.map((name) => `{${name}}`).join(", ") || "no hosts"}`,
    hint: "Declare the host under hosts: in content/site.yaml, or correct its name.",
  },
  "invalid-origin": {
    title: "Address is not an origin",
    message: ({ shown }) =>
      `${shown} is not an origin: http:// or https://, a host and an optional port, with nothing after it`,
    hint: "Write only http:// or https://, a host name and, where needed, a port, such as https://www.example.com.",
  },
  "invalid-base": {
    title: "Base path is not a path the site can be served under",
    message: ({ shown, reason }) => `${shown} is not a base path: ${reason}`,
    hint: "Write the folder the site is served under, starting and ending with /, such as /docs/; / serves it at the root.",
  },
  "unsafe-link": {
    title: "Unsafe link",
    message: ({ reason }) => reason,
    hint: "Link to a page of the site (/contact), a web address (https://...), mailto: or tel:.",
  },
  "invalid-link": {
    title: "Not a link",
    message: ({ reason }) => reason,
    hint: "Write a site path (/contact), an anchor (#pricing), a web address (https://...), mailto:, tel: or {host}/path.",
  },
  "insecure-destination": {
    title: "Form that would send unencrypted",
    message: ({ shown }) =>
      `${shown} starts with http://: what visitors type into the form would cross the network unencrypted`,
    hint: "Write the https:// address the form service gives; every form service takes it.",
  },
  "several-destinations": {
    title: "Form with more than one destination",
    message: ({ keys }) => `send names ${keys.join(" and ")}, where a form sends to one place`,
    hint: "Keep one of to, netlify and mailto, and remove the others.",
  },
  "missing-anchor": {
    title: "Anchor names no section of its page",
    message: ({ route, anchor, ids }) =>
      `no section of the page ${route} has the id "${anchor}"${
        ids.length > 0 ? `; its sections' ids are ${ids.join(", ")}` : "; none of its sections has an id"
      }`,
    hint: "Use the id of a section of that page, or give the section that id.",
  },
  "duplicate-anchor": {
    title: "Two sections with one id",
    message: ({ id }) => `another section of this page has the id "${id}" too`,
    hint: "Give each section of a page its own id; a link to the id would only ever reach the first.",
  },
  "block-migrated": {
    title: "Block written in an older shape",
    message: ({ type, changes }) =>
      `this ${type} block is written in an older shape, read in the current one: ${changes.join("; ")}`,
    hint: "Run npx blockpress migrate --write to rewrite the file in the current shape; it keeps comments and formatting.",
    severity: "warning",
  },
  "broken-link": {
    title: "Link to no page",
    message: ({ href }) => `${href} leads to no page, alias or redirect`,
    hint: "Point the link at an existing page, or add a redirect for the path in content/site.yaml.",
  },
  "invalid-translation": {
    title: "Translation that is not the same page in another language",
    message: translationMessage,
    hint: "Name a page written in that language whose own translations name this page back.",
  },
};
