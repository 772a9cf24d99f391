import type { CatalogueEntry } from "./catalogue";

/** What each message about reading the site's files is made from. */
export interface FileFacts {
  /** `explanation`: a syntax mistake told in plain words, where it is (read/yaml-syntax-explanations.ts). */
  "yaml-syntax": { explanation: string };
  "duplicate-key": { key: string; firstLine: number };
  "invalid-encoding": { byte: number };
  "file-too-large": { megabytes: number; limitMegabytes: number; what: string };
  "alias-expansion": { limit: number; detail: string };
  "nesting-too-deep": { limit: number; throughAliases: boolean };
  "invalid-file-name": { what: "file name" | "folder name"; name: string };
  "symbolic-link": Record<string, never>;
  "public-file-type": { what: string; reason: string };
  "unsafe-svg": { reason: string };
  "invalid-svg": { reason: string };
  "missing-file": { subject: string; reason: string };
  "unknown-collection": { file: string };
}

const megabytes = (value: number) => value.toLocaleString("en");
const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;

export const fileCodes: { [Code in keyof FileFacts]: CatalogueEntry<FileFacts[Code]> } = {
  "yaml-syntax": {
    title: "YAML syntax error",
    message: ({ explanation }) => explanation,
    hint: "Check indentation, colons and quotes on this line and the one above.",
  },
  "duplicate-key": {
    title: "Duplicate key",
    message: ({ key, firstLine }) => `the key "${key}" appears twice in this mapping (first on line ${firstLine})`,
    hint: "A key may appear once per mapping: remove or rename one of them.",
  },
  "invalid-encoding": {
    title: "File is not UTF-8 text",
    message: ({ byte }) =>
      `the byte ${hex(byte)} here is not UTF-8 text; the file was saved in another encoding, or is damaged here`,
    hint: "Save the file as UTF-8 (editors offer it under the file's encoding), then check the characters at this place.",
  },
  "file-too-large": {
    title: "File too large",
    message: ({ megabytes: size, limitMegabytes, what }) =>
      `the file is ${megabytes(size)} MB; ${what} may hold at most ${megabytes(limitMegabytes)} MB`,
    hint: "Split the file: a page per file, or fewer records per collection.",
  },
  "alias-expansion": {
    title: "Aliases repeat too much",
    message: ({ limit, detail }) =>
      `with its aliases expanded, this file would hold more than ${limit.toLocaleString("en")} characters${detail}`,
    hint: "An alias (*name) repeats the part of the file marked &name; repeat less, or write out the parts you need.",
  },
  "nesting-too-deep": {
    title: "Nested too deeply",
    message: ({ limit, throughAliases }) =>
      throughAliases
        ? `with its aliases expanded, lists and mappings in this file nest more than ${limit} levels deep`
        : `lists and mappings are nested more than ${limit} levels deep here`,
    hint: "Look for a [ or { that is never closed, or for aliases that contain one another.",
  },
  "invalid-file-name": {
    title: "Page file name is not a path",
    message: ({ what, name }) =>
      `the ${what} "${name}" cannot be part of a path: pages are named in lower-case letters, digits and hyphens, or index.yaml or [id].yaml`,
    hint: "Rename the file as the message says; a page's file name is its address.",
  },
  "symbolic-link": {
    title: "Symbolic link skipped",
    message: () =>
      "a symbolic link, skipped: the site is made of the files in its own folders, and a link may lead out of them",
    hint: "Put the file itself in the folder, or remove the link; a link could lead out of the project.",
    severity: "warning",
  },
  "public-file-type": {
    title: "File type that public/ does not publish",
    message: ({ what, reason }) => `${what} is not published: ${reason}`,
    hint: "public/ publishes images, fonts, icons, PDFs, videos and plain text; remove the file or convert it as the message says.",
  },
  "unsafe-svg": {
    title: "SVG that could run or load something",
    message: ({ reason }) => reason,
    hint: "Remove what the message names, or export the drawing again as a plain SVG: a file in public/ is published as it is, on the site's own address.",
  },
  "invalid-svg": {
    title: "SVG that cannot be read",
    message: ({ reason }) => reason,
    hint: "Open the file in a drawing tool and export it again as a plain SVG; what cannot be read cannot be checked.",
  },
  "missing-file": {
    title: "Required file missing",
    message: ({ subject, reason }) => `${subject} ${reason}`,
    hint: "Create the file; the message says which one.",
  },
  "unknown-collection": {
    title: "Unknown collection file",
    message: ({ file }) => `${file} is not a collection`,
    hint: "Rename the file after a collection, or remove it.",
  },
};
