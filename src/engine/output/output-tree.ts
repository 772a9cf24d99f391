import {
  constants,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fingerprint, foldersOf, takeRecord, writeRecord, type BuildRecord, type RecordedFile } from "./build-record";
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
