export type ImageSizes = Map<string, { width: number; height: number }>;

/** The width and height written on an SVG's root element. */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? "";
  const width = /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  const height = /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/** Bytes of a PNG's start that hold its width and height. */
export const pngHeaderBytes = 24;

/** The width and height in a PNG's header. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < pngHeaderBytes || bytes.toString("ascii", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
