import type { CatalogueEntry } from "./catalogue";

/**
 * What each message about the settings of content/site.yaml is made from: analytics and verification,
 * themes, languages and feeds. Kept apart from the messages about pages and blocks (content-codes.ts),
 * which takes them in.
 */
export interface SiteConfigFacts {
  "invalid-analytics-id": { shown: string; expected: string };
  "invalid-script-address": { shown: string; reason: string };
  "invalid-verification": { service: string; shown: string; reason: string };
  "invalid-colour": { shown: string };
  "unreadable-colour": { colour: string; on: string; ratio: string; suggestion: string | undefined };
  "unknown-theme": { theme: string; known: readonly string[] };
  "unknown-font": { font: string; known: readonly string[] };
  "font-not-installed": { fontPackage: string; reason: string };
  "missing-font-file": { file: string; fontPackage: string; reason: string; files: readonly string[] };
  "unlicensed-font": { fontPackage: string; licence: string | undefined };
  "unknown-language": { lang: string; known: readonly string[] };
  "missing-shell-words": { lang: string; missing: readonly string[] };
  "missing-block-words": { lang: string; missing: readonly string[] };
  "duplicate-language": { lang: string };
  "moved-field": { field: string; now: string };
  "undated-collection": { collection: string; known: boolean; dated: readonly string[] };
  "no-record-pages": { collection: string; routes: readonly string[] };
}

export const siteConfigCodes: { [Code in keyof SiteConfigFacts]: CatalogueEntry<SiteConfigFacts[Code]> } = {
  "invalid-analytics-id": {
    title: "Analytics id in the wrong form",
    message: ({ shown, expected }) => `${shown} is not ${expected}`,
    hint: "Copy the id from the analytics provider's settings, as its own snippet writes it.",
  },
  "invalid-script-address": {
    title: "Script address a page may not load",
    message: ({ shown, reason }) => `${shown} cannot be loaded as a script: ${reason}`,
    hint: "Write the script's https:// address, such as https://analytics.example.com/script.js, with no user name or password in it.",
  },
  "invalid-verification": {
    title: "Verification token in the wrong form",
    message: ({ service, shown, reason }) => `${shown} is not a ${service} verification token: ${reason}`,
    hint: 'Write only the token, the text the service\'s meta tag holds in content="...".',
  },
  "invalid-colour": {
    title: "Not a colour",
    message: ({ shown }) => `${shown} is not a colour; write it as # and six hex digits, such as "#e4572e"`,
    hint: 'Write the colour as a hex code in quotes, such as "#e4572e" (a design tool shows it as HEX).',
  },
  "unreadable-colour": {
    title: "Colour too faint to read",
    message: ({ colour, on, ratio, suggestion }) =>
      `${colour} on ${on} is ${ratio}:1, AA needs 4.5:1${suggestion ? `; ${suggestion} passes` : ""}`,
    hint: "Use the colour the message suggests (the same hue, lighter or darker), or another that reads at 4.5:1 or more.",
  },
  "unknown-theme": {
    title: "Unknown theme",
    message: ({ theme, known }) => `unknown theme ${theme}; the themes are ${known.join(", ")}`,
    hint: "Name a theme of the list, or define this one under themes: in content/site.yaml.",
  },
  "unknown-font": {
    title: "Font the site does not install",
    message: ({ font, known }) =>
      `unknown font "${font}"; ${known.length > 0 ? `the fonts of content/site.yaml are ${known.join(", ")}` : "content/site.yaml lists no fonts:"}`,
    hint: "Name a font of the list, or add this one under fonts: in content/site.yaml with its package and file.",
  },
  "font-not-installed": {
    title: "Font package that cannot be used",
    message: ({ fontPackage, reason }) => `${fontPackage} ${reason}`,
    hint: "Install the font's package with npm install --save-exact and its name (fontsource.org names each font's package), or correct the name.",
  },
  "missing-font-file": {
    title: "Font file the package does not have",
    message: ({ file, fontPackage, reason, files }) =>
      `${file} ${reason} ${fontPackage}; ${files.length > 0 ? `its upright Latin files are ${files.join(", ")}` : "it has no upright Latin .woff2 file"}`,
    hint: "Write the name of one of the package's files, as the message lists them.",
  },
  "unlicensed-font": {
    title: "Font without an open licence",
    message: ({ fontPackage, licence }) =>
      `${fontPackage} ${licence === undefined ? "names no licence" : `is licensed ${licence}`}, or has no LICENSE file; a site may publish only a font under an open font licence (OFL-1.1, Apache-2.0, MIT, CC0-1.0)`,
    hint: "Use a font whose package says OFL-1.1, Apache-2.0, MIT or CC0-1.0 in its package.json and ships its LICENSE file.",
  },
  "unknown-language": {
    title: "Language the site does not list",
    message: ({ lang, known }) =>
      `"${lang}" is not a language of the site; content/site.yaml lists ${known.join(", ") || "none"}`,
    hint: "Write one of the site's languages, or add the language to languages: in content/site.yaml.",
  },
  "missing-shell-words": {
    title: "Language without all the shell's words",
    message: ({ lang, missing }) =>
      `the language ${lang} has no words of its own for ${missing.join(", ")}, and the project ships none for it`,
    hint: "Add each missing key under words: with the text in that language (docs/site.md lists what each one names).",
  },
  "missing-block-words": {
    title: "Language without all the words blocks say",
    message: ({ lang, missing }) =>
      `the language ${lang} has no words of its own for ${missing.join(", ")}, which blocks say where a field is left out, and the project ships none for it`,
    hint: "Add each missing key under words: with the text in that language (docs/blocks.md lists what each one names, with its English and Spanish).",
  },
  "duplicate-language": {
    title: "Language listed twice",
    message: ({ lang }) => `the language ${lang} is listed twice`,
    hint: "List each language once: merge the two entries.",
  },
  "moved-field": {
    title: "Field that has moved",
    message: ({ field, now }) => `${field} is no longer read here: ${now}`,
    hint: "Move the values where the message says, then remove the field.",
  },
  "undated-collection": {
    title: "Feed of a collection without dates",
    message: ({ collection, known, dated }) =>
      `${known ? `the ${collection} collection has no dates, and a feed lists records by date` : `"${collection}" is not a collection`}; ${
        dated.length > 0 ? `collections with dates: ${dated.join(", ")}` : "no collection has dates"
      }`,
    hint: "Name a collection whose records have dates, as the message lists them, or remove the feed.",
  },
  "no-record-pages": {
    title: "Feed without one page per record",
    message: ({ collection, routes }) =>
      routes.length === 0
        ? `the ${collection} collection has no page per record, for the feed's entries to lead to`
        : `the ${collection} collection has a page per record at ${routes.join(" and ")}; a feed's entries lead to one`,
    hint: "Keep one file such as pages/blog/[id].yaml with collection: blog, whose pages the entries lead to; or remove the feed.",
  },
};
