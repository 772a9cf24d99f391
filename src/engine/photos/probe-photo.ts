import { createHash } from "node:crypto";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { PublicImage, UnusableImage } from "../../../schema/kit/public-image";
import { copyWidths } from "../../ui/photo-addresses";
import { decodeOptions, encodingVersion, photoPixelLimit } from "./photo-encoding";
import type { MeasuredPhoto, ProbeMemory } from "./probe-memory";

/** The formats a photo may be in, as sharp names them; AVIF is HEIF compressed with AV1. */
const photoFormats = new Set(["jpeg", "png", "webp", "gif", "avif"]);

/** How the report names a format sharp reads but the site does not take as a photo. */
const otherFormats: Record<string, string> = {
  heif: "a HEIC photo",
  tiff: "a TIFF image",
  svg: "an SVG drawing",
  jp2k: "a JPEG 2000 image",
  pdf: "a PDF",
};

const count = (value: number) => value.toLocaleString("en");

/** The file's format as the site names it, from what sharp read of its header. */
export function formatOf(metadata: Metadata): string {
  return metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
}

/** "team", from "/photos/Team Photo.JPG": readable in the copies' addresses, and safe in any of them. */
function addressName(url: string): string {
  const name = path.posix.basename(url).replace(/\.[^.]*$/, "");
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "photo"
  );
}

/** The colour of a few decoded pixels, averaged: "#rrggbb". */
function averageColour(pixels: Buffer): string {
  const sums = [0, 0, 0];
  for (let at = 0; at < pixels.length; at++) sums[at % 3]! += pixels[at]!;
  const pixelCount = pixels.length / 3;
  return `#${sums
    .map((sum) =>
      Math.round(sum / pixelCount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/**
 * What a raster file of public/ is as a photo: its size after its EXIF orientation, where its copies
 * go and its colour, or why it cannot be shown. The header says the format, size and frames; then the
 * whole file is decoded (at an eighth of its size, where the format allows) to find a file cut short
 * or damaged before a page ships it. A photo whose bytes were probed in an earlier run is recalled.
 */
export async function probePhoto(
  url: string,
  bytes: Buffer,
  memory: ProbeMemory,
): Promise<PublicImage | UnusableImage> {
  // The copies' addresses change with the photo and with how copies are encoded.
  const digest = createHash("sha256").update(encodingVersion).update(bytes).digest("hex");
  let measured = memory.recall(digest);
  if (!measured) {
    const probed = await measurePhoto(bytes);
    if ("problem" in probed) return probed;
    measured = probed;
    memory.keep(digest, measured);
  }
  const { width, height, fallback, colour } = measured;
  return {
    width,
    height,
    photo: { stem: `/_images/${addressName(url)}.${digest.slice(0, 16)}`, widths: copyWidths(width), fallback, colour },
  };
}

/** A photo's size, kind of fallback and colour, from its bytes; or why it cannot be shown. */
export async function measurePhoto(bytes: Buffer): Promise<MeasuredPhoto | UnusableImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { problem: "not-an-image", detail: "its content is in no image format" };
  }
  const format = formatOf(metadata);
  if (!photoFormats.has(format)) return { problem: "unsupported-format", detail: otherFormats[format] ?? format };
  const { width, height } = metadata.autoOrient;
  if (width * height > photoPixelLimit)
    return {
      problem: "too-many-pixels",
      detail: `${count(width)} × ${count(height)} pixels, where ${count(photoPixelLimit)} is the most`,
    };
  if ((metadata.pages ?? 1) > 1) return { problem: "animated", detail: `${metadata.pages} frames` };
  let pixels: Buffer;
  try {
    pixels = await sharp(bytes, decodeOptions).resize(8, 8, { fit: "fill" }).removeAlpha().raw().toBuffer();
  } catch (error) {
    return { problem: "corrupt", detail: error instanceof Error ? error.message.trim() : String(error) };
  }
  return { width, height, fallback: metadata.hasAlpha ? "png" : "jpeg", colour: averageColour(pixels) };
}

/** Whether a probe found a photo that cannot be shown. */
export function isUnusable(image: PublicImage | UnusableImage): image is UnusableImage {
  return "problem" in image;
}
