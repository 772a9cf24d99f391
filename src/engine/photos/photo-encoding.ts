import { availableParallelism } from "node:os";
import sharp from "sharp";
import type { PhotoFormat } from "../../../schema/kit/public-image";

// libvips keeps recent operations for reuse; a build never repeats one, and the cache held the
// pixels of several photos at once.
sharp.cache(false);
// On glibc, sharp works each photo on one thread, which suits a server that runs for weeks. A build
// is over in minutes, and a site of one photo then made its copies on one core: one thread a core
// makes them in two thirds of the time, for a few megabytes more.
sharp.concurrency(availableParallelism());

/** More pixels than this and a photo is refused: decoding it would take memory a build cannot spare. */
export const photoPixelLimit = 50_000_000;

/**
 * How each format is encoded. Qualities are where the copies of a detailed photo look as the original
 * does at the width shown, at a fraction of its bytes; AVIF's effort is the cheapest that keeps its
 * files smaller than WebP's, since encoding AVIF is most of a photo's build time.
 */
const settings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9 },
} satisfies Record<PhotoFormat, object>;

/**
 * Names everything that decides a copy's bytes but the photo and its width: a copy's address holds it,
 * so a change here or in sharp is a new address, and no browser keeps an old copy.
 */
export const encodingVersion = JSON.stringify({ sharp: sharp.versions.sharp, vips: sharp.versions.vips, settings });

/** The options every decode of a photo uses: refuse corrupt data and bombs, and turn it as EXIF says. */
export const decodeOptions = { failOn: "error", limitInputPixels: photoPixelLimit, autoOrient: true } as const;

/** One copy of a photo: its pixels scaled to `width` (never up) and encoded as `format`. */
export async function encodePhoto(source: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(source, decodeOptions).resize({ width, withoutEnlargement: true });
  // The copy keeps no EXIF, GPS or camera data: a site publishes the picture, not where it was taken.
  return image.toFormat(format, settings[format]).toBuffer();
}
