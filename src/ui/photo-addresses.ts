import type { PhotoFormat, PhotoSource } from "../../schema/kit/public-image";

/**
 * The widths every photo is copied in, those not above its own width. One ladder for the whole site:
 * the build makes a photo's copies without rendering a page, and each layout (photo-layouts.ts)
 * offers the browser those of them it can use.
 */
export const photoWidths = [160, 320, 640, 960, 1280, 1920] as const;

/** The modern formats every photo is copied in, best first, as a `<picture>` offers them. */
export const photoFormats = ["avif", "webp"] as const satisfies readonly PhotoFormat[];

const extensions: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** The address of one copy of a photo. */
export function photoCopyUrl(photo: Pick<PhotoSource, "stem">, width: number, format: PhotoFormat): string {
  return `${photo.stem}-${width}.${extensions[format]}`;
}

/** The widths a photo is copied in: the ladder's up to its own width, and its own when between two. */
export function copyWidths(width: number): number[] {
  const below: number[] = photoWidths.filter((candidate) => candidate <= width);
  return width < Math.max(...photoWidths) && !below.includes(width) ? [...below, width] : below;
}

/** The width of the one fallback copy: large enough for a wide screen, small enough for an old phone. */
export function fallbackWidth(photo: Pick<PhotoSource, "widths">): number {
  const within = photo.widths.filter((width) => width <= 1280);
  return within[within.length - 1] ?? photo.widths[0] ?? 0;
}

/**
 * Where a link that opens an image larger leads: a photo's widest copy, in WebP, which every browser
 * opens as a page of its own; an SVG as it is. Never a photo's original, which may be megabytes.
 */
export function enlargedImageUrl(image: { src: string; photo?: Pick<PhotoSource, "stem" | "widths"> }): string {
  const { photo } = image;
  return photo ? photoCopyUrl(photo, Math.max(...photo.widths), "webp") : image.src;
}
