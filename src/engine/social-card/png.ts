import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";

/** A box of coverage, 0–255 a pixel, `width` a row, at (left, top) on the picture. */
export interface Mask {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** A picture of at most 256 colours: a palette index a pixel. */
export interface PalettePicture {
  /** Red, green and blue of each colour in turn. */
  colours: Uint8Array;
  indices: Uint8Array;
  /** The index a pixel of index `under` becomes when painted over at `alpha`. */
  painted(under: number, alpha: number): number;
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

/** The signature and the chunks before the image data of a palette picture. */
function pngHead(width: number, height: number, palette: Uint8Array): Uint8Array[] {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits an index, palette colour, deflate, adaptive filtering, not interlaced.
  header.set([8, 3, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [signature, ...chunk("IHDR", header), ...chunk("PLTE", palette)];
}

/**
 * A palette PNG encoder for many pictures that are one background with masks painted on it within a
 * band of rows, `top` to `bottom`: a pixel a mask covers at `alpha` becomes the background's `painted`
 * index for its index and that alpha, as a fill paints over what is there, and what falls outside the
 * band is cut. A picture compresses only the rows its masks cross; the rows above and below them are
 * compressed once for each row they end or start at, each ending byte-aligned with a fresh state (a
 * sync flush). Its checksum is the background's, moved by each pixel painted.
 */
export function bandPainter(
  [width, height]: readonly [number, number],
  background: PalettePicture,
  [top, bottom]: readonly [number, number],
): (masks: readonly Mask[]) => Buffer {
  // Each row as the PNG holds it: filter type 0 (none), then a palette index a pixel.
  const stride = width + 1;
  const rows = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++)
    rows.set(background.indices.subarray(row * width, (row + 1) * width), row * stride + 1);
  const compress = (from: number, to: number) => deflateRawSync(rows.subarray(from * stride, to * stride), rowDeflate);
  const [above, below] = [new Map<number, Buffer>(), new Map<number, Buffer>()];
  // zlib's Adler-32, from the trailer of a stream that stores the rows uncompressed.
  const stored = deflateSync(rows, { level: 0 });
  const sum = stored.readUInt32BE(stored.length - 4);
  const head = pngHead(width, height, background.colours);
  // The rows being painted, made and finished within one call.
  const scratch = new Uint8Array((bottom - top) * stride);
  // At `under << 8 | alpha`, the painted index, worked out on first use; -1 until then.
  const table = new Int16Array(256 * 256).fill(-1);
  return (masks) => {
    const crossed = masks.filter((mask) => mask.width > 0 && mask.height > 0);
    const from = Math.max(top, Math.min(bottom, ...crossed.map((mask) => mask.top)));
    const to = Math.min(bottom, Math.max(from, ...crossed.map((mask) => mask.top + mask.height)));
    const painted = scratch.subarray(0, (to - from) * stride);
    painted.set(rows.subarray(from * stride, to * stride));
    let [sum1, sum2] = [sum & 0xffff, sum >>> 16];
    for (const mask of crossed) {
      const [toColumn, toRow] = [Math.min(mask.width, width - mask.left), Math.min(mask.height, to - mask.top)];
      for (let row = Math.max(0, from - mask.top); row < toRow; row++) {
        const line = (mask.top + row - from) * stride + 1 + mask.left;
        // Adler-32 counts a byte once in its first sum, and once for each byte from it to the end in
        // its second: summed in small integers and reduced once a row, the pixel loop does no division.
        let [changes, weighted] = [0, 0];
        for (let column = Math.max(0, -mask.left); column < toColumn; column++) {
          const cover = mask.alpha[row * mask.width + column]!;
          if (cover === 0) continue;
          const under = painted[line + column]!;
          let index = table[(under << 8) | cover]!;
          if (index < 0) index = table[(under << 8) | cover] = background.painted(under, cover);
          painted[line + column] = index;
          changes += index - under;
          weighted += column * (index - under);
        }
        sum1 = (sum1 + changes) % adlerBase;
        sum2 = (sum2 + ((height - from) * stride - line) * changes - weighted) % adlerBase;
      }
    }
    [sum1, sum2] = [(sum1 + adlerBase) % adlerBase, (sum2 + adlerBase) % adlerBase];
    const data = [
      Buffer.from([0x78, 0x01]),
      above.get(from) ?? above.set(from, compress(0, from)).get(from)!,
      deflateRawSync(painted, rowDeflate),
      below.get(to) ?? below.set(to, compress(to, height)).get(to)!,
      // The empty final block ends the deflate data; the checksum ends the zlib stream.
      Buffer.from([0x03, 0x00, sum2 >> 8, sum2 & 255, sum1 >> 8, sum1 & 255]),
    ];
    return Buffer.concat([...head, ...chunk("IDAT", ...data), ...chunk("IEND")]);
  };
}
