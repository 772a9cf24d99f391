import { stat } from "node:fs/promises";
import sharp from "sharp";
import { decodeOptions } from "../../src/engine/photos/photo-encoding";
import { publicFileBytes } from "../../src/engine/read/input-limits";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { publicFileKind } from "../../src/engine/read/public/public-file-types";
import { svgProblems } from "../../src/engine/read/public/svg-check";
import { readBounded } from "../../src/engine/read/read-file";
import { writablePath } from "./writable-path";

/** An image of public/ a page may show, as the studio's picker lists it. */
export interface StudioImage {
  src: string;
  width: number;
  height: number;
  /** A photo is served as copies in several widths; otherwise an SVG drawing. */
  photo: boolean;
}

/** Every image of public/ a page may show, in the order of their paths: those the build would refuse are left out. */
export async function studioImages(root: string): Promise<StudioImage[]> {
  const { images } = await readPublicFiles(root);
  return [...images]
    .flatMap(([src, image]) =>
      "problem" in image ? [] : [{ src, width: image.width, height: image.height, photo: image.photo !== undefined }],
    )
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** The box a thumbnail fits in: the picker shows it at half that, sharp on a dense screen. */
const thumbnailBox = { width: 240, height: 180 };

/** Thumbnails made this run, by path, with the file's size and time they were made from. */
export type ThumbnailCache = Map<string, { identity: string; png: Buffer }>;

/**
 * A small PNG of an image of public/ ("/art/blog/1.svg"), or undefined for a path that names none. Any
 * image, an SVG too, is drawn as pixels: the studio's page shows no file of the site as it is, and an
 * SVG that the site's check refuses is not drawn at all.
 */
export async function thumbnail(root: string, src: string, cache: ThumbnailCache): Promise<Buffer | undefined> {
  const kind = src.startsWith("/") ? publicFileKind(src) : undefined;
  if (kind !== "svg" && kind !== "image") return undefined;
  const place = await writablePath(root, `public${src}`);
  if ("refused" in place) return undefined;
  const info = await stat(place.file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const identity = `${info.size}:${info.mtimeMs}`;
  const kept = cache.get(src);
  if (kept?.identity === identity) return kept.png;
  const read = readBounded(place.file, publicFileBytes[kind]);
  if (!("bytes" in read)) return undefined;
  if (kind === "svg" && svgProblems(read.bytes.toString("utf8")).length > 0) return undefined;
  const png = await sharp(read.bytes, decodeOptions)
    .resize({ ...thumbnailBox, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => undefined);
  if (png) cache.set(src, { identity, png });
  return png;
}
