import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { create, type Font } from "fontkit";
import wawoff2 from "wawoff2";

/** The site's typeface at the two weights a card uses. */
export interface CardFont {
  bold: Font;
  regular: Font;
  /** The font file's SHA-256: a card's outlines are the font's, so its cache key names the font. */
  hash: string;
}

/** The site's font as a card draws it: plain TrueType, and the hash of the file it was unpacked from. */
export interface CardFontFile {
  ttf: Uint8Array;
  hash: string;
}

/**
 * Reads the font the site's stylesheet names in its @font-face (a package path, found where the app's
 * packages are). Browsers read it as woff2; the font reader needs plain TrueType to make an instance
 * of a weight, so it is unpacked here, once a build, and the threads that draw cards are handed that.
 */
export async function readCardFont(appRoot: string): Promise<CardFontFile> {
  const css = await readFile(path.join(appRoot, "src/styles/app.css"), "utf8");
  const source = /@font-face\s*\{[^}]*?src:\s*url\("([^"]+\.woff2)"\)/.exec(css)?.[1];
  if (!source) throw new Error("src/styles/app.css names no woff2 font in an @font-face: social cards need it");
  const woff2 = await readFile(createRequire(path.resolve(appRoot, "package.json")).resolve(source));
  return { ttf: await wawoff2.decompress(woff2), hash: createHash("sha256").update(woff2).digest("hex") };
}

/** Opens the font at the two weights a card uses: the site's headings are bold (700). */
export function openCardFont({ ttf, hash }: CardFontFile): CardFont {
  const font = create(Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  if (!("getVariation" in font)) throw new Error("the site's font file is a collection, not one font");
  return { bold: "wght" in font.variationAxes ? font.getVariation({ wght: 700 }) : font, regular: font, hash };
}
