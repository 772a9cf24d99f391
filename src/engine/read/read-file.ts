import { readBounded } from "./bounded-read";
import { decodeUtf8 } from "./decode-utf8";
import { siteError, type SiteError } from "../errors/site-error";
import { inputLimits } from "./input-limits";

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
