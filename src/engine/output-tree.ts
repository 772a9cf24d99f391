import {
  constants,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  type Dirent,
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

/** What a build folder's record says of one file of its site: its version, and what proves it unchanged. */
interface RecordedFile {
  version: string;
  fingerprint: string;
}

/** The files a build folder holds, beside its site: what the next build reuses it by. */
const recordFile = "files.json";

/**
 * What proves a file unchanged since it was written: its size, its inode, and the time its inode last
 * changed, which every write sets and nothing in user space can set back. Undefined for anything but a file.
 */
function fingerprint(file: string): string | undefined {
  const info = lstatSync(file, { bigint: true, throwIfNoEntry: false });
  return info?.isFile() ? `${info.size}:${info.ino}:${info.ctimeNs}` : undefined;
}

/**
 * Reads a build folder's record and removes it before anything is touched: a build killed halfway
 * leaves a folder no later build trusts. Empty when there is none, or it cannot be read.
 */
function takeRecord(buildFolder: string): Map<string, RecordedFile> {
  const file = path.join(buildFolder, recordFile);
  let read: unknown;
  try {
    read = JSON.parse(readFileSync(file, "utf8"));
    unlinkSync(file);
  } catch {
    return new Map();
  }
  const entries: [string, unknown][] = typeof read === "object" && read !== null ? Object.entries(read) : [];
  return new Map(
    entries.flatMap(([name, value]) =>
      Array.isArray(value) && typeof value[0] === "string" && typeof value[1] === "string"
        ? [[name, { version: value[0], fingerprint: value[1] }]]
        : [],
    ),
  );
}

function writeRecord(buildFolder: string, record: ReadonlyMap<string, RecordedFile>): void {
  const entries = [...record].map(([file, { version, fingerprint }]) => [file, [version, fingerprint]]);
  writeFileSync(path.join(buildFolder, recordFile), JSON.stringify(Object.fromEntries(entries)));
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

/** A path of the output, relative to its site folder, with forward slashes. */
const outputPath = (siteDir: string, entry: Dirent) =>
  path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");

/**
 * Removes from a reused site everything but the files that are to stay as they are: recorded with the
 * version they have in the new build, and unchanged since they were written. What changed since (an
 * edit in the published site), what the new build has not, and whatever else was added, goes.
 */
function keepUnchanged(
  siteDir: string,
  previous: ReadonlyMap<string, RecordedFile>,
  files: ReadonlyMap<string, OutputFile>,
): Map<string, RecordedFile> {
  const kept = new Map<string, RecordedFile>();
  const folders = new Set([...files.keys()].flatMap((file) => parentsOf(file).slice(0, -1)));
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(siteDir, { recursive: true, withFileTypes: true });
  } catch {
    // No site in the folder: nothing to keep.
  }
  for (const entry of entries) {
    const file = outputPath(siteDir, entry);
    const recorded = previous.get(file);
    const full = path.join(siteDir, file);
    if (entry.isDirectory() && folders.has(file)) continue;
    if (recorded && recorded.version === files.get(file)?.version && fingerprint(full) === recorded.fingerprint)
      kept.set(file, recorded);
    else rmSync(full, { recursive: true, force: true });
  }
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
  if (previous.size === 0) rmSync(siteDir, { recursive: true, force: true });
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
  writeRecord(buildFolder, record);
  return { written: record.size - kept, stale };
}
