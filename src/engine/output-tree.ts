import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** Where a file of the output comes from. */
export type OutputSource =
  /** A file that never changes once written (a rendered page in the cache, a built asset): shared, not copied. */
  | { link: string }
  /** A file the site's author may edit in place (under public/): copied. */
  | { copy: string }
  | { text: string };

/** One file of the output, and a version that changes whenever its content may have. */
export interface OutputFile {
  version: string;
  source: OutputSource;
}

/** The files a build folder holds, beside its site: what the next build reuses it by. */
const recordFile = "files.json";

/** Whether a build folder holds a whole build that a later build may bring up to date. */
export function isReusable(buildFolder: string): boolean {
  return existsSync(path.join(buildFolder, recordFile));
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

function put(target: string, source: OutputSource): void {
  if ("text" in source) return writeFileSync(target, source.text);
  if ("copy" in source) return copyFileSync(source.copy, target);
  try {
    linkSync(source.link, target);
  } catch (error) {
    // Across file systems, or where links are not allowed: a copy.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    copyFileSync(source.link, target);
  }
}

/** Removes a file, then each folder above it that it leaves empty, up to the site's folder. */
function removeFile(siteDir: string, file: string): void {
  rmSync(path.join(siteDir, file), { force: true });
  for (let folder = path.dirname(file); folder !== "."; folder = path.dirname(folder)) {
    try {
      rmdirSync(path.join(siteDir, folder));
    } catch {
      return; // not empty: it holds other files
    }
  }
}

/**
 * Makes `siteDir` hold exactly `files`. A build folder reused from an earlier build keeps the files
 * whose version is unchanged, so a rebuild writes only what changed: a build of thousands of pages
 * costs thousands of file-system calls (a folder and a link per page) even when every page is cached.
 * The record of what the folder holds is removed before anything is touched and written once all is
 * done: a build killed halfway leaves a folder no later build trusts.
 * Synchronous: thousands of small calls cost several times less so than through promises.
 */
export function writeTree(
  buildFolder: string,
  siteDir: string,
  files: ReadonlyMap<string, OutputFile>,
): { written: number; removed: number } {
  const record = path.join(buildFolder, recordFile);
  let previous = new Map<string, string>();
  if (existsSync(record)) {
    previous = new Map(Object.entries(JSON.parse(readFileSync(record, "utf8")) as Record<string, string>));
    unlinkSync(record);
  } else {
    // Without a record, nothing in the folder can be trusted.
    rmSync(siteDir, { recursive: true, force: true });
  }
  let removed = 0;
  for (const file of previous.keys()) {
    if (files.has(file)) continue;
    removeFile(siteDir, file);
    removed++;
  }
  const folders = new Set<string>(parentsOf(siteDir));
  ensureFolder(siteDir, folders);
  let written = 0;
  for (const [file, output] of files) {
    if (previous.get(file) === output.version) continue;
    const target = path.join(siteDir, file);
    ensureFolder(path.dirname(target), folders);
    if (previous.has(file)) rmSync(target, { force: true });
    put(target, output.source);
    written++;
  }
  writeFileSync(record, JSON.stringify(Object.fromEntries([...files].map(([file, output]) => [file, output.version]))));
  return { written, removed };
}
