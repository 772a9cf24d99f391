import type { Position } from "./positions";

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
export function decodeUtf8(bytes: Uint8Array): { text: string } | { invalidAt: Position; byte: number } {
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
