import { lstatSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What a build folder's record says of one file of its site: its version, and what proves it unchanged. */
export interface RecordedFile {
  version: string;
  fingerprint: string;
}

/**
 * What a build wrote into its folder's site, kept beside it: each file and each folder under the site
 * (by path relative to it, with forward slashes), with what proves it unchanged since. The next build
 * reuses the folder by it (output-tree.ts).
 */
export interface BuildRecord {
  files: Map<string, RecordedFile>;
  folders: Map<string, string>;
}

const recordFile = "files.json";

/**
 * What proves a file or folder unchanged since it was written: its kind, size and inode, and the time
 * its inode last changed, which writing a file or adding to a folder sets and nothing in user space
 * can set back. Undefined when there is nothing there.
 */
export function fingerprint(file: string): string | undefined {
  const info = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  if (!info) return undefined;
  const kind = info.isFile() ? "file" : info.isDirectory() ? "folder" : "other";
  return `${kind}:${info.size}:${info.ino}:${info.ctimeNs}`;
}

/** An object's entries, or none for anything else: the record is read as the untrusted file it is. */
const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === "object" && value !== null ? Object.entries(value) : [];

/**
 * Reads a build folder's record and removes it before anything is touched: a build killed halfway
 * leaves a folder no later build trusts. Empty when there is none, or it cannot be read.
 */
export function takeRecord(buildFolder: string): BuildRecord {
  const file = path.join(buildFolder, recordFile);
  let read: unknown;
  try {
    read = JSON.parse(readFileSync(file, "utf8"));
    unlinkSync(file);
  } catch {
    return { files: new Map(), folders: new Map() };
  }
  const fields = new Map(entriesOf(read));
  const files = entriesOf(fields.get("files")).flatMap(([name, value]): [string, RecordedFile][] =>
    Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "string"
      ? [[name, { version: value[0], fingerprint: value[1] }]]
      : [],
  );
  const folders = entriesOf(fields.get("folders")).flatMap(([name, value]): [string, string][] =>
    typeof value === "string" ? [[name, value]] : [],
  );
  return { files: new Map(files), folders: new Map(folders) };
}

/** The folders a file of the site is in, below the site's own: "a/b/c.html" is in "a/b" and "a". */
export function foldersOf(file: string): string[] {
  const folder = path.posix.dirname(file);
  return folder === "." ? [] : [folder, ...foldersOf(folder)];
}

/** Writes the record of a build folder whose site holds `files`, each folder fingerprinted as it is now. */
export function writeRecord(buildFolder: string, siteDir: string, files: ReadonlyMap<string, RecordedFile>): void {
  const folders = new Set([...files.keys()].flatMap(foldersOf));
  const record = {
    files: Object.fromEntries([...files].map(([file, { version, fingerprint }]) => [file, [version, fingerprint]])),
    folders: Object.fromEntries([...folders].map((folder) => [folder, fingerprint(path.join(siteDir, folder))])),
  };
  writeFileSync(path.join(buildFolder, recordFile), JSON.stringify(record));
}
