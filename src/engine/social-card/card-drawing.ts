import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { create, type Font } from "fontkit";
import wawoff2 from "wawoff2";
import type { ThemePalette } from "../../../schema/themes/theme-palette";
import type { SiteIdentity } from "../site";

/** The colours of a page's theme a card is drawn in. */
export type ThemeColours = Pick<ThemePalette, "accent" | "accentStrong" | "accentInk" | "highlight">;

/** Everything a site's cards are drawn from, as plain data: each prerender thread draws from its own copy. */
export interface CardDrawing {
  /** The site's font as plain TrueType, and the SHA-256 of the file it was unpacked from. */
  font: { ttf: Uint8Array; hash: string };
  siteName: string;
  /** The site's address as people read it: "brightline.example". */
  domain: string;
}

/**
 * Reads the font the site's stylesheet names in its @font-face (a package path, found where the app's
 * packages are). Browsers read it as woff2; the font reader needs plain TrueType to make an instance
 * of a weight, so it is unpacked here, once a build, and the threads that draw cards are handed that.
 */
async function readCardFont(appRoot: string): Promise<CardDrawing["font"]> {
  const css = await readFile(path.join(appRoot, "src/styles/app.css"), "utf8");
  const source = /@font-face\s*\{[^}]*?src:\s*url\("([^"]+\.woff2)"\)/.exec(css)?.[1];
  if (!source) throw new Error("src/styles/app.css names no woff2 font in an @font-face: social cards need it");
  const woff2 = await readFile(createRequire(path.resolve(appRoot, "package.json")).resolve(source));
  return { ttf: await wawoff2.decompress(woff2), hash: createHash("sha256").update(woff2).digest("hex") };
}

/** The site's typeface at the two weights a card uses. */
export type CardFont = Record<"bold" | "regular", Font>;

/** Opens the font at the two weights a card uses: the site's headings are bold (700). */
export function openCardFont({ ttf }: CardDrawing["font"]): CardFont {
  const font = create(Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  if (!("getVariation" in font)) throw new Error("the site's font file is a collection, not one font");
  return { bold: "wght" in font.variationAxes ? font.getVariation({ wght: 700 }) : font, regular: font };
}

/** Reads what the cards of a site are drawn from: the app's font, the site's name and address. */
export async function readCardDrawing(appRoot: string, identity: SiteIdentity): Promise<CardDrawing> {
  const domain = new URL(identity.url).hostname.replace(/^www\./, "");
  return { font: await readCardFont(appRoot), siteName: identity.name, domain };
}
