import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";

/**
 * A palette PNG encoder for many pictures that are one background with a little painted on it. The
 * background's rows are compressed once, in groups that each end byte-aligned with a fresh state (a
 * sync flush), so a picture compresses only the groups of rows painted on and copies the others'.
 */
export interface PngCanvas {
  width: number;
  height: number;
  /** Red, green and blue of each colour, at most 256. */
  palette: Uint8Array;
  /** Each row as the PNG holds it: filter type 0 (none), then a palette index a pixel. */
  rows: Uint8Array;
  /** Each group of `groupRows` rows as raw deflate blocks that are not final. */
  groups: Buffer[];
  groupRows: number;
  /** The Adler-32 of all the rows. */
  sum: number;
}

/** A box of coverage, 0–255 a pixel, `width` a row, at (left, top) on the picture. */
export interface Mask {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** A colour lookup: the index a pixel of index `under` becomes when painted over at `alpha`. */
export interface Blending {
  /** At `under << 8 | alpha`; below 0 where not yet known. */
  table: Int16Array;
  /** Works out, and keeps in `table`, the index for `under` at `alpha`. */
  fill(under: number, alpha: number): number;
}

/** A card's row is long runs of one index and a few edges: run-length matching compresses it nearly as well as a full search, several times faster. */
const rowDeflate = { level: 1, strategy: constants.Z_RLE, finishFlush: constants.Z_SYNC_FLUSH };
const adlerBase = 65521;

/** A chunk: its length, type, data (given in parts) and CRC, as parts to concatenate. */
function chunk(type: string, ...parts: Uint8Array[]): Uint8Array[] {
  const [head, tail] = [Buffer.alloc(8), Buffer.alloc(4)];
  head.writeUInt32BE(parts.reduce((length, part) => length + part.length, 0));
  head.write(type, 4, "latin1");
  tail.writeUInt32BE(parts.reduce((crc, part) => crc32(part, crc), crc32(head.subarray(4))) >>> 0);
  return [head, ...parts, tail];
}

/** Prepares a background, given its palette and a palette index a pixel. */
export function pngCanvas(width: number, height: number, palette: Uint8Array, indices: Uint8Array, groupRows = 8) {
  const [stride, rows, groups] = [width + 1, new Uint8Array((width + 1) * height), [] as Buffer[]];
  for (let row = 0; row < height; row++) rows.set(indices.subarray(row * width, (row + 1) * width), row * stride + 1);
  for (let row = 0; row < height; row += groupRows)
    groups.push(deflateRawSync(rows.subarray(row * stride, Math.min(height, row + groupRows) * stride), rowDeflate));
  // zlib's Adler-32, from the trailer of a stream that stores the rows uncompressed.
  const stored = deflateSync(rows, { level: 0 });
  return { width, height, palette, rows, groups, groupRows, sum: stored.readUInt32BE(stored.length - 4) };
}

/**
 * Paints a mask on `rows`, which start at row `firstRow` of the picture, `toEnd` bytes before the end
 * of its data: a pixel it covers at `alpha` becomes the blending's index for its index and that
 * alpha, as a fill paints over what is there; what falls outside the rows is left out. Returns how it
 * moved Adler-32's sums: a byte counts once in the first, and once for each byte from it to the end
 * in the second.
 */
function paintMask(rows: Uint8Array, stride: number, firstRow: number, toEnd: number, mask: Mask, blend: Blending) {
  const { left, top, width, height, alpha } = mask;
  const table = blend.table;
  let [sum1, sum2] = [0, 0];
  const toColumn = Math.min(width, stride - 1 - left);
  const toRow = Math.min(height, firstRow + rows.length / stride - top);
  for (let row = Math.max(0, firstRow - top); row < toRow; row++) {
    const line = (top + row - firstRow) * stride + 1 + left;
    // Summed in small integers and reduced once a row: the pixel loop does no division.
    let changes = 0;
    let weighted = 0;
    for (let column = Math.max(0, -left); column < toColumn; column++) {
      const cover = alpha[row * width + column]!;
      if (cover === 0) continue;
      const under = rows[line + column]!;
      let index = table[(under << 8) | cover]!;
      if (index < 0) index = blend.fill(under, cover);
      if (index === under) continue;
      rows[line + column] = index;
      changes += index - under;
      weighted += column * (index - under);
    }
    sum1 = (sum1 + changes) % adlerBase;
    sum2 = (sum2 + (toEnd - line) * changes - weighted) % adlerBase;
  }
  return [sum1, sum2] as const;
}

/** The rows being painted: one buffer for every painting, made and finished within one paintPng. */
let scratch = new Uint8Array(0);

/**
 * The canvas with masks painted on it one after another, as PNG bytes: the groups of rows they cross
 * are compressed again, and the data's checksum is the background's moved by each pixel changed.
 */
export function paintPng(canvas: PngCanvas, masks: readonly Mask[], blending: Blending): Buffer {
  const { width, height, groups, groupRows } = canvas;
  const stride = width + 1;
  const painted = masks.filter((mask) => mask.width > 0 && mask.height > 0);
  // Rows outside the picture are left out; nothing painted, nothing compressed again.
  const top = painted.length === 0 ? 0 : Math.max(0, Math.min(height, ...painted.map((mask) => mask.top)));
  const bottom = Math.min(height, Math.max(top, ...painted.map((mask) => mask.top + mask.height)));
  const [firstGroup, endGroup] = [Math.floor(top / groupRows), Math.ceil(bottom / groupRows)];
  const [first, end] = [firstGroup * groupRows * stride, Math.min(height, endGroup * groupRows) * stride];
  if (scratch.length < end - first) scratch = new Uint8Array(end - first);
  const rows = scratch.subarray(0, Math.max(0, end - first));
  rows.set(canvas.rows.subarray(first, end));
  let [sum1, sum2] = [canvas.sum & 0xffff, canvas.sum >>> 16];
  for (const mask of painted) {
    const [moved1, moved2] = paintMask(rows, stride, first / stride, canvas.rows.length - first, mask, blending);
    [sum1, sum2] = [(sum1 + moved1 + adlerBase) % adlerBase, (sum2 + moved2 + adlerBase) % adlerBase];
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits an index, palette colour, deflate, adaptive filtering, not interlaced.
  header.set([8, 3, 0, 0, 0], 8);
  const data = [
    Buffer.from([0x78, 0x01]),
    ...groups.slice(0, firstGroup),
    ...(rows.length > 0 ? [deflateRawSync(rows, rowDeflate)] : []),
    ...groups.slice(Math.max(firstGroup, endGroup)),
    // The empty final block ends the deflate data; the checksum ends the zlib stream.
    Buffer.from([0x03, 0x00, sum2 >> 8, sum2 & 255, sum1 >> 8, sum1 & 255]),
  ];
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pngChunks = [chunk("IHDR", header), chunk("PLTE", canvas.palette), chunk("IDAT", ...data), chunk("IEND")];
  return Buffer.concat([signature, ...pngChunks.flat()]);
}
