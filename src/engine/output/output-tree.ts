import {
  constants,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import { contentHash } from "./sealed-file";

/** Where a file of the output comes from. */
export type OutputSource =
  /** A cache entry (a rendered page, a card, a built asset), checked against the hash of its content. */
  | { cached: string; hash: string }
  /** A file the site's author keeps under public/: copied as it is. */
  | { copy: string }
  | { text: string };

/** One file of the output, and a version that changes whenever its content may have. */
export interface OutputFile {
  version: string;
  source: OutputSource;
}

function parentsOf(folder: string): string[] {
  const parent = path.dirname(folder);
  return parent === folder ? [] : [parent, ...parentsOf(parent)];
}

/** Makes a folder whose parents are made or known, remembering it: a folder per page adds up. */
function ensureFolder(folder: string, made: Set<string>): void {
  if (made.has(folder)) return;
  ensureFolder(path.dirname(folder), made);
  try {
    mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  made.add(folder);
}

/**
 * Writes one file of the output; false when it comes from a cache entry that fails its hash, which is
 * then removed, to be made again. The copy is what is checked, so what is published is what passed.
 * Copies, not links: nothing done to the output reaches the cache. File systems that can share a
 * file's blocks between copies (btrfs, XFS, APFS) clone it instead of writing it again.
 */
function put(target: string, source: OutputSource): boolean {
  if ("text" in source) writeFileSync(target, source.text);
  else if ("copy" in source) copyFileSync(source.copy, target, constants.COPYFILE_FICLONE);
  else {
    try {
      copyFileSync(source.cached, target, constants.COPYFILE_FICLONE);
      if (contentHash(readFileSync(target)) === source.hash) return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    rmSync(target, { force: true });
    rmSync(source.cached, { force: true });
    return false;
  }
  return true;
}

/**
 * Removes from a folder of a reused site what the record does not name: a folder changed since it was
 * recorded may hold what no build wrote. One that is no longer a folder (a link, say) goes itself.
 */
function removeUnrecorded(siteDir: string, folder: string, previous: BuildRecord): void {
  const full = path.join(siteDir, folder);
  const info = lstatSync(full, { throwIfNoEntry: false });
  if (!info?.isDirectory()) return rmSync(full, { force: true });
  for (const name of readdirSync(full)) {
    const entry = folder === "" ? name : `${folder}/${name}`;
    if (!previous.files.has(entry) && !previous.folders.has(entry))
      rmSync(path.join(full, name), { recursive: true, force: true });
  }
}

/**
 * Removes from a reused site everything but the files that are to stay as they are: recorded with the
 * version they have in the new build, and unchanged since they were written. What changed since (an
 * edit in the published site), what the new build has not, and whatever was added, goes. A folder
 * whose entries changed since it was recorded is listed; the others hold what the record says.
 */
function keepUnchanged(
  siteDir: string,
  previous: BuildRecord,
  files: ReadonlyMap<string, OutputFile>,
): Map<string, RecordedFile> {
  // The site's own folder changes whenever it is published: always listed. Parents before their folders.
  const folders = ["", ...[...previous.folders.keys()].sort()];
  for (const folder of folders)
    if (fingerprint(path.join(siteDir, folder)) !== previous.folders.get(folder))
      removeUnrecorded(siteDir, folder, previous);
  const kept = new Map<string, RecordedFile>();
  for (const [file, recorded] of previous.files) {
    const full = path.join(siteDir, file);
    if (recorded.version === files.get(file)?.version && fingerprint(full) === recorded.fingerprint)
      kept.set(file, recorded);
    else rmSync(full, { recursive: true, force: true });
  }
  const wanted = new Set([...files.keys()].flatMap(foldersOf));
  for (const folder of folders.reverse())
    if (folder !== "" && !wanted.has(folder)) rmSync(path.join(siteDir, folder), { recursive: true, force: true });
  return kept;
}

/**
 * Makes `siteDir` hold exactly `files`. A build folder reused from an earlier build keeps the files
 * whose version is unchanged and that are as that build wrote them, so a rebuild writes only what
 * changed: a build of thousands of pages costs thousands of file-system calls even when every page is
 * cached. Synchronous: thousands of small calls cost several times less so than through promises.
 * Returns how many files were written, and how many cache entries failed their hash (those files are
 * missing; the caller makes the entries again and calls this once more).
 */
export function writeTree(
  buildFolder: string,
  siteDir: string,
  files: ReadonlyMap<string, OutputFile>,
): { written: number; stale: number } {
  const previous = takeRecord(buildFolder);
  // Without a record, nothing in the folder can be trusted.
  if (previous.files.size === 0) rmSync(siteDir, { recursive: true, force: true });
  const record = keepUnchanged(siteDir, previous, files);
  const kept = record.size;
  const folders = new Set<string>(parentsOf(siteDir));
  ensureFolder(siteDir, folders);
  let stale = 0;
  for (const [file, output] of files) {
    if (record.has(file)) continue;
    const target = path.join(siteDir, file);
    ensureFolder(path.dirname(target), folders);
    const written = put(target, output.source) && fingerprint(target);
    if (written) record.set(file, { version: output.version, fingerprint: written });
    else stale++;
  }
  writeRecord(buildFolder, siteDir, record);
  return { written: record.size - kept, stale };
}

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
