import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type ImageSizes = Map<string, { width: number; height: number }>;

/** The width and height written on an SVG's root element. */
function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? "";
  const width = /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  const height = /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/** The width and height in a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString("ascii", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Every image under public/ with its intrinsic size, keyed by URL path. An SVG without integer
 * width and height on its root is left out, so pages that use it fail with "not in public/".
 */
export async function readPublicImages(publicDir: string): Promise<ImageSizes> {
  const images: ImageSizes = new Map();
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.(svg|png)$/.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const bytes = await readFile(file);
        const size = file.endsWith(".svg") ? svgSize(bytes.toString("utf8")) : pngSize(bytes);
        const url = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
        if (size) images.set(url, size);
      }),
  );
  return images;
}
