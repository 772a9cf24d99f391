import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";

/**
 * A PNG encoder for many pictures that are one background with a little painted on it. Pixels are
 * palette indices (colour type 3, a byte a pixel), rows unfiltered: a flat colour is a run of one
 * byte. The background's rows are compressed once, in groups that each end on a byte boundary with
 * a fresh compression state, so a picture painted on it compresses only the groups of rows that were
 * painted on, and copies the others' compressed bytes; the image data's checksum is put together
 * from the groups' checksums the same way.
 */
export interface PngCanvas {
  width: number;
  height: number;
  /** The palette: red, green, blue of each colour, at most 256. */
  palette: Uint8Array;
  /** Each row as the PNG holds it: filter type 0 (none), then a palette index a pixel. */
  rows: Uint8Array;
  /** How many rows are compressed together: a painting recompresses whole groups. */
  groupRows: number;
  /** Each group of rows as raw deflate blocks, ending byte-aligned (a sync flush), not final. */
  groups: Buffer[];
  /** Each group's Adler-32. */
  checksums: number[];
}

/** A colour lookup: the index a pixel of index `under` becomes when painted over at `alpha`. */
export interface Blending {
  /** At `under << 8 | alpha`; below 0 where not yet known. */
  table: Int16Array;
  /** Works out, and keeps in `table`, the index for `under` at `alpha`. */
  fill(under: number, alpha: number): number;
}

/** A box of coverage, 0–255 a pixel, `width` a row, at (left, top) on the picture. */
export interface Mask {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib's header (deflate, 32 KB window, no dictionary), and the empty final block that ends the data. */
const zlibHeader = Buffer.from([0x78, 0x01]);
const finalBlock = Buffer.from([0x03, 0x00]);

/**
 * Rows are compressed with run-length matching only: a row of a card is long runs of one index and
 * a few short edges, which it compresses nearly as well as a full search does, several times faster.
 */
const rowDeflate = { level: 1, strategy: constants.Z_RLE, finishFlush: constants.Z_SYNC_FLUSH };

/** Adler-32 of some bytes: zlib computes it for the trailer of a stream stored uncompressed (a copy). */
function adler32(bytes: Uint8Array): number {
  const stored = deflateSync(bytes, { level: 0 });
  return stored.readUInt32BE(stored.length - 4);
}

const adlerBase = 65521;

/** The Adler-32 of two runs of bytes one after the other, from theirs (zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const base = adlerBase;
  const rem = secondLength % base;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % base;
  sum1 += (second & 0xffff) + base - 1;
  sum2 += (first >>> 16) + (second >>> 16) + base - rem;
  if (sum1 >= base) sum1 -= base;
  if (sum1 >= base) sum1 -= base;
  if (sum2 >= 2 * base) sum2 -= 2 * base;
  if (sum2 >= base) sum2 -= base;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** A chunk: its length, type, data (given in parts) and CRC, as parts to concatenate. */
function chunk(type: string, ...parts: Uint8Array[]): Uint8Array[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(
    parts.reduce((length, part) => length + part.length, 0),
    0,
  );
  head.write(type, 4, "latin1");
  let crc = crc32(head.subarray(4));
  for (const part of parts) crc = crc32(part, crc);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc >>> 0, 0);
  return [head, ...parts, tail];
}

/** Prepares a background, given its palette and a palette index a pixel: its rows compressed group by group. */
export function pngCanvas(
  width: number,
  height: number,
  palette: Uint8Array,
  indices: Uint8Array,
  groupRows = 8,
): PngCanvas {
  if (indices.length !== width * height) throw new Error(`${width}×${height} pixels need as many indices`);
  if (palette.length % 3 !== 0 || palette.length === 0 || palette.length > 768)
    throw new Error("a palette is 1 to 256 colours");
  const stride = 1 + width;
  const rows = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) rows.set(indices.subarray(row * width, (row + 1) * width), row * stride + 1);
  const groups: Buffer[] = [];
  const checksums: number[] = [];
  for (let row = 0; row < height; row += groupRows) {
    const group = rows.subarray(row * stride, Math.min(height, row + groupRows) * stride);
    groups.push(deflateRawSync(group, rowDeflate));
    checksums.push(adler32(group));
  }
  return { width, height, palette, rows, groupRows, groups, checksums };
}

/** The rows being painted: one buffer for every painting, each made and finished within one paintPng. */
let scratch = new Uint8Array(0);

/**
 * The canvas with rows `fromRow` to `toRow` changed by `draw`, as PNG bytes: only the groups of those
 * rows are compressed (and checksummed) again.
 */
export function paintPng(
  canvas: PngCanvas,
  fromRow: number,
  toRow: number,
  draw: (painting: PngPainting) => void,
): Buffer {
  const { width, height, palette, groupRows, groups, checksums } = canvas;
  const stride = width + 1;
  // Rows outside the picture are left out; no rows, nothing to paint.
  const [top, bottom] =
    Math.min(height, toRow) > Math.max(0, fromRow) ? [Math.max(0, fromRow), Math.min(height, toRow)] : [0, 0];
  const firstGroup = Math.floor(top / groupRows);
  const endGroup = Math.max(firstGroup, Math.ceil(bottom / groupRows));
  const first = firstGroup * groupRows;
  const end = Math.min(height, endGroup * groupRows);
  const length = (end - first) * stride;
  if (scratch.length < length) scratch = new Uint8Array(length);
  const rows = scratch.subarray(0, length);
  rows.set(canvas.rows.subarray(first * stride, end * stride));
  const painting = new PngPainting(width, rows, first, top, bottom);
  draw(painting);

  const data: Uint8Array[] = [zlibHeader];
  let checksum = 1;
  const groupLength = (group: number) => (Math.min(height, (group + 1) * groupRows) - group * groupRows) * stride;
  for (let group = 0; group < firstGroup; group++) {
    data.push(groups[group]!);
    checksum = adler32Combine(checksum, checksums[group]!, groupLength(group));
  }
  if (length > 0) {
    data.push(deflateRawSync(rows, rowDeflate));
    // The painted groups' checksum: the background's, moved by what the painting changed.
    let painted = 1;
    for (let group = firstGroup; group < endGroup; group++)
      painted = adler32Combine(painted, checksums[group]!, groupLength(group));
    checksum = adler32Combine(checksum, painting.moved(painted), length);
  }
  for (let group = endGroup; group < groups.length; group++) {
    data.push(groups[group]!);
    checksum = adler32Combine(checksum, checksums[group]!, groupLength(group));
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum, 0);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits an index, palette colour, deflate, adaptive filtering, not interlaced.
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    ...chunk("IHDR", header),
    ...chunk("PLTE", palette),
    ...chunk("IDAT", ...data, finalBlock, trailer),
    ...chunk("IEND"),
  ]);
}

/** Rows `top` to `bottom` of a canvas, being painted on a copy. */
export class PngPainting {
  readonly #width: number;
  readonly #rows: Uint8Array;
  readonly #first: number;
  readonly #top: number;
  readonly #bottom: number;
  /** Adler-32's two sums over the rows copied, as changes to the background's. */
  #sum1 = 0;
  #sum2 = 0;

  constructor(width: number, rows: Uint8Array, first: number, top: number, bottom: number) {
    this.#width = width;
    this.#rows = rows;
    this.#first = first;
    this.#top = top;
    this.#bottom = bottom;
  }

  /**
   * Paints through a mask: a pixel it covers at `alpha` becomes the blending's index for its index
   * and that alpha, as a fill paints over what is there. What falls outside the rows is left out.
   */
  paint({ left, top, width, height, alpha }: Mask, blending: Blending): void {
    const stride = this.#width + 1;
    const rows = this.#rows;
    const table = blending.table;
    const fromX = Math.max(0, -left);
    const toX = Math.min(width, this.#width - left);
    const fromY = Math.max(0, this.#top - top);
    const toY = Math.min(height, this.#bottom - top);
    let sum1 = 0;
    let sum2 = this.#sum2;
    for (let row = fromY; row < toY; row++) {
      const mask = row * width;
      const line = (top + row - this.#first) * stride + 1 + left;
      // Adler-32's second sum counts a byte once for each byte from it to the end of the rows.
      const weight = rows.length - line;
      let changes = 0;
      let weighted = 0;
      for (let column = fromX; column < toX; column++) {
        const cover = alpha[mask + column]!;
        if (cover === 0) continue;
        const under = rows[line + column]!;
        let index = table[(under << 8) | cover]!;
        if (index < 0) index = blending.fill(under, cover);
        if (index === under) continue;
        rows[line + column] = index;
        changes += index - under;
        weighted += column * (index - under);
      }
      sum1 += changes;
      sum2 = (sum2 + weight * changes - weighted) % adlerBase;
    }
    this.#sum1 += sum1;
    this.#sum2 = sum2;
  }

  /** The Adler-32 of the painted rows, given the background's. */
  moved(background: number): number {
    const sum1 = ((((background & 0xffff) + this.#sum1) % adlerBase) + adlerBase) % adlerBase;
    const sum2 = ((((background >>> 16) + this.#sum2) % adlerBase) + adlerBase) % adlerBase;
    return ((sum2 << 16) | sum1) >>> 0;
  }
}
