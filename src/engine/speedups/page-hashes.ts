import { hash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The hash of each page's data, kept from one build to the next by the page's origin
 * (page-origins.ts). A page's key is made from the hash of its data; writing out all the data of
 * every page to hash it was most of what a large site's build did before it rendered the one page
 * that was edited. A page whose origin is unchanged has the same data, so its hash is read back.
 * A page whose origin changed is hashed again from its data: its key changes only if its data did.
 */
export interface PageHashes {
  /** The hash of the data of a page made from `origin`, when an earlier build kept one. */
  recall: (origin: string) => string | undefined;
  /** Keeps the hash of the data of a page made from `origin`. */
  keep: (origin: string, dataHash: string) => void;
  /** Writes the hashes this build kept, and no others, so the file stays the size of one site. */
  save: () => void;
}

const fileName = "page-hashes.txt";
const sha256 = (text: string) => hash("sha256", text, "hex");
const entryPattern = /^([0-9a-f]{64}) ([0-9a-f]{64})$/;

/**
 * The hashes a file holds: none when it is missing, unreadable, or its first line is not the digest
 * of the rest (a file cut short or damaged is not half used). A line of another shape is skipped.
 */
function readKept(file: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return new Map();
  }
  const newline = text.indexOf("\n");
  const body = text.slice(newline + 1);
  if (newline < 0 || text.slice(0, newline) !== sha256(body)) return new Map();
  const kept = new Map<string, string>();
  for (const line of body.split("\n")) {
    const entry = entryPattern.exec(line);
    if (entry) kept.set(entry[1]!, entry[2]!);
  }
  return kept;
}

export function openPageHashes(folder: string): PageHashes {
  const file = path.join(folder, fileName);
  const kept = readKept(file);
  const now = new Map<string, string>();
  return {
    recall: (origin) => kept.get(origin),
    keep: (origin, dataHash) => void now.set(origin, dataHash),
    save: () => {
      if (now.size === kept.size && [...now].every(([origin, dataHash]) => kept.get(origin) === dataHash)) return;
      mkdirSync(folder, { recursive: true });
      const body = [...now].map(([origin, dataHash]) => `${origin} ${dataHash}`).join("\n");
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, `${sha256(body)}\n${body}`);
      renameSync(partial, file);
    },
  };
}
