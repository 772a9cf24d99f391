import type { PublicImage, UnusableImage } from "../../../../schema/kit/public-image";

/** The images of public/ by URL path: each one a page may show, or why a photo cannot be shown. */
export type PublicImages = Map<string, PublicImage | UnusableImage>;

/** The width and height written on an SVG's root element. */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? "";
  const width = /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  const height = /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}
