import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import type { Position } from "./positions";
import { siteError, type SiteError } from "../errors/site-error";
import { inputLimits } from "./input-limits";
import { readdir } from "node:fs/promises";
import path from "node:path";

/** What reading a file of the site found: its first bytes, a size over the limit, or no regular file. */
export type BoundedRead = { bytes: Buffer } | { tooLarge: number } | { notAFile: true };

// A link swapped in after the folder was listed is not followed, and a pipe does not block the open.
const openFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** What opening a file fails with when it is gone, or is a link (ELOOP; EMLINK on some systems). */
const goneOrLink = new Set(["ENOENT", "ENOTDIR", "ELOOP", "EMLINK"]);

const isNodeError = (failure: unknown): failure is NodeJS.ErrnoException =>
  failure instanceof Error && "code" in failure;

/** Reads into `buffer` from `filled` on, until it is full or the file ends; the count it then holds. */
function readInto(descriptor: number, buffer: Buffer, filled = 0): number {
  for (let read = -1; read !== 0 && filled < buffer.length; filled += read) {
    read = readSync(descriptor, buffer, filled, buffer.length - filled, null);
  }
  return filled;
}

/**
 * A regular file's first `wanted` bytes (all of them by default), refused unread when its size is
 * over `limit`. The size is taken from the open file, and no more than `limit` + 1 bytes are ever
 * read, so a sparse file of gigabytes, or one that grows while it is read, costs nothing.
 */
export function readBounded(file: string, limit: number, wanted = limit + 1): BoundedRead {
  let descriptor: number;
  try {
    descriptor = openSync(file, openFlags);
  } catch (failure) {
    // Gone, or made a link, since the folder was listed: it is no file of the site. Any other
    // failure (a file the user may not read) is told as the system tells it.
    if (isNodeError(failure) && goneOrLink.has(failure.code ?? "")) return { notAFile: true };
    throw failure;
  }
  try {
    const info = fstatSync(descriptor);
    if (!info.isFile()) return { notAFile: true };
    if (info.size > limit) return { tooLarge: info.size };
    const most = Math.min(wanted, limit + 1);
    // Sized by the file, one byte over, so that a file that grew since is seen to.
    let buffer = Buffer.allocUnsafe(Math.min(most, info.size + 1));
    let length = readInto(descriptor, buffer);
    if (length === buffer.length && length < most) {
      buffer = Buffer.concat([buffer, Buffer.allocUnsafe(most - length)]);
      length = readInto(descriptor, buffer, length);
    }
    if (length > limit) return { tooLarge: length };
    return { bytes: buffer.subarray(0, length) };
  } finally {
    closeSync(descriptor);
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** How many bytes a UTF-8 sequence that starts with `lead` has; 0 when no sequence starts so. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The offset of the first byte that does not belong to valid UTF-8. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let offset = 0; offset < bytes.length; ) {
    const length = sequenceLength(bytes[offset] ?? 0);
    if (length === 0 || offset + length > bytes.length) return offset;
    try {
      decoder.decode(bytes.subarray(offset, offset + length));
    } catch {
      return offset;
    }
    offset += length;
  }
  return bytes.length;
}

/**
 * A file's bytes as text. Bytes that are not UTF-8 are an error at their line and column, never
 * replaced in silence by "�" (which would then show on the page).
 */
function decodeUtf8(bytes: Uint8Array): { text: string } | { invalidAt: Position; byte: number } {
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
    let line = 1;
    for (let at = bytes.indexOf(0x0a); at !== -1 && at < lineStart; at = bytes.indexOf(0x0a, at + 1)) line++;
    // Columns count characters, as in every other report: the valid text before the bad byte.
    const column = decoder.decode(bytes.subarray(lineStart, offset)).length + 1;
    return { invalidAt: { line, column }, byte: bytes[offset] ?? 0 };
  }
}

/** A file of the site as text, or the errors that keep it from being read. */
export type ReadFile = { text: string } | { errors: SiteError[] };

const inMegabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

/** The error for a file of `size` bytes where `limit` are allowed; `what` names the kind of file. */
export function fileTooLarge(file: string, size: number, limit: number, what = "a file of the site", hint?: string) {
  const facts = { megabytes: inMegabytes(size), limitMegabytes: inMegabytes(limit), what };
  return siteError("file-too-large", { file, line: 1, column: 1 }, facts, hint);
}

/** A file's bytes as text, or the errors that keep it from being read: too large, or not UTF-8. */
export function decodeFile(file: string, bytes: Uint8Array): ReadFile {
  if (bytes.length > inputLimits.fileBytes)
    return { errors: [fileTooLarge(file, bytes.length, inputLimits.fileBytes)] };
  return decodeText(file, bytes);
}

/** A file's bytes as text, or the error at the first byte that is not UTF-8. */
export function decodeText(file: string, bytes: Uint8Array): ReadFile {
  const decoded = decodeUtf8(bytes);
  if ("invalidAt" in decoded) {
    return { errors: [siteError("invalid-encoding", { file, ...decoded.invalidAt }, { byte: decoded.byte })] };
  }
  return decoded;
}

/**
 * A file found under pages/, not read yet: it is read when it is parsed, by the parse thread or the
 * engine's, or before, when the validation cache has an entry to compare it with.
 */
export interface PageFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** Where it is on disk. */
  path: string;
}

/**
 * Reads a file synchronously (for thousands of small files, several times faster than concurrent
 * promise reads), its size checked first. A file that is no longer a regular file since its folder
 * was listed (deleted, or made a link) is skipped, as the listing would have skipped it.
 */
export function readPageFile({ file, path }: PageFile): ReadFile {
  const read = readBounded(path, inputLimits.fileBytes);
  if ("notAFile" in read) return { errors: [] };
  if ("tooLarge" in read) return { errors: [fileTooLarge(file, read.tooLarge, inputLimits.fileBytes)] };
  return decodeFile(file, read.bytes);
}

/** The files found under a folder of the site, and the symbolic links among them, which are skipped. */
export interface FolderFiles {
  /** Regular files, by path from the project root ("pages/home/seo.yaml"), sorted. */
  files: string[];
  /** One warning per symbolic link: no path of the site leads through one. */
  links: SiteError[];
}

/**
 * Every regular file under `folder` of a project root, at any depth. A symbolic link, to a file or a
 * folder, is never followed: it could lead out of the project, where the build reads nothing.
 */
export async function folderFiles(root: string, folder: string): Promise<FolderFiles> {
  const base = path.join(root, folder);
  const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
  // Sliced rather than path.relative(): thousands of calls of that add up to a tenth of a second.
  const start = base.length + 1;
  const sitePath = (entry: (typeof entries)[number]) =>
    `${folder}/${`${entry.parentPath}${path.sep}${entry.name}`.slice(start).split(path.sep).join("/")}`;
  const links = entries.filter((entry) => entry.isSymbolicLink()).map(sitePath);
  return {
    files: entries
      .filter((entry) => entry.isFile())
      .map(sitePath)
      .sort(),
    links: links.sort().map((file) => siteError("symbolic-link", { file, line: 1, column: 1 }, {})),
  };
}
