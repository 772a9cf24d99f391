import { createHash } from "node:crypto";

/**
 * The version of a file's text as the studio opened it: the SHA-256 of its bytes. A save names the
 * version it started from, and a file whose version differs was changed by someone else since.
 */
export function fileVersion(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
