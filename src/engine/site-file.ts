import { readFileSync } from "node:fs";
import { decodeUtf8 } from "./decode-utf8";
import { siteError, type SiteError } from "./errors";
import { inputLimits } from "./input-limits";

/** A file of the site as text, or the errors that keep it from being read. */
export type ReadFile = { text: string } | { errors: SiteError[] };

/** A file's bytes as text, or the errors that keep it from being read: too large, or not UTF-8. */
export function decodeFile(file: string, bytes: Uint8Array): ReadFile {
  if (bytes.length > inputLimits.fileBytes) {
    const size = (bytes.length / 1024 / 1024).toFixed(1);
    const limit = inputLimits.fileBytes / 1024 / 1024;
    const message = `the file is ${size} MB; a file of the site may hold at most ${limit} MB`;
    return { errors: [siteError("file-too-large", { file, line: 1, column: 1 }, message)] };
  }
  const decoded = decodeUtf8(bytes);
  if ("invalidAt" in decoded) {
    const byte = `0x${decoded.byte.toString(16).toUpperCase().padStart(2, "0")}`;
    const message = `the byte ${byte} here is not UTF-8 text; the file was saved in another encoding, or is damaged here`;
    return { errors: [siteError("invalid-encoding", { file, ...decoded.invalidAt }, message)] };
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

/** Reads a file synchronously: for thousands of small files, several times faster than concurrent promise reads. */
export function readPageFile({ file, path }: PageFile): ReadFile {
  return decodeFile(file, readFileSync(path));
}
