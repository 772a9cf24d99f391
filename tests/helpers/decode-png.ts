import { crc32, inflateSync } from "node:zlib";

/** A decoded PNG: 3 bytes a pixel, red, green, blue, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  rgb: Uint8Array;
  /** Palette indices, for a palette image. */
  indices?: Uint8Array;
}

/**
 * A small PNG decoder for tests, independent of the encoder: checks the signature and every chunk's
 * CRC, inflates the image data with node's zlib (which checks its Adler-32), undoes the five row
 * filters, and reads palette, truecolour and truecolour-with-alpha images of 8 bits a channel.
 * Throws on anything else.
 */
export function decodePng(png: Uint8Array): DecodedPng {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.length);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw new Error("not a PNG signature");
  let at = 8;
  let header: Buffer | undefined;
  let palette: Buffer | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0 !== bytes.readUInt32BE(at + 8 + length))
      throw new Error(`${type}: wrong CRC`);
    if (type === "IHDR") header = body;
    else if (type === "PLTE") palette = body;
    else if (type === "IDAT") data.push(body);
    else if (type === "IEND") ended = true;
    at += 12 + length;
  }
  if (!header || !ended || at !== bytes.length) throw new Error("no IHDR, or no IEND at the end");
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, , , interlace] = header.subarray(8);
  const channels = { 2: 3, 3: 1, 6: 4 }[colourType ?? 0];
  if (depth !== 8 || !channels || interlace !== 0) throw new Error(`unsupported: depth ${depth}, type ${colourType}`);
  if (colourType === 3 && !palette) throw new Error("a palette image without PLTE");
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error(`image data is ${raw.length} bytes`);
  const pixels = new Uint8Array(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)];
    for (let index = 0; index < stride; index++) {
      const x = raw[row * (stride + 1) + 1 + index]!;
      const a = index >= channels ? pixels[row * stride + index - channels]! : 0;
      const b = row > 0 ? pixels[(row - 1) * stride + index]! : 0;
      const c = row > 0 && index >= channels ? pixels[(row - 1) * stride + index - channels]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter ?? 99];
      if (predictor === undefined) throw new Error(`row ${row}: filter type ${filter}`);
      pixels[row * stride + index] = (x + predictor) & 255;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      if (colourType === 3) {
        const index = pixels[pixel]!;
        if (index * 3 >= palette!.length) throw new Error(`index ${index} is past the palette`);
        rgb[pixel * 3 + channel] = palette![index * 3 + channel]!;
      } else rgb[pixel * 3 + channel] = pixels[pixel * channels + channel]!;
    }
  }
  return { width, height, colourType: colourType!, rgb, ...(colourType === 3 ? { indices: pixels } : {}) };
}

/** The colour at (x, y) as "#rrggbb". */
export function colourAt({ width, rgb }: DecodedPng, x: number, y: number): string {
  const at = (y * width + x) * 3;
  return `#${[...rgb.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}
