import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

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
