import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { create, type Font } from "fontkit";
import wawoff2 from "wawoff2";
import type { SiteIdentity } from "../site";

/** The tokens of src/styles/themes.css a card is drawn in. */
const tokens = {
  accent: "--accent",
  accentStrong: "--accent-strong",
  accentInk: "--accent-ink",
  highlight: "--highlight",
};

export type ThemeColours = Record<keyof typeof tokens, string>;

/** Everything a site's cards are drawn from, as plain data: each prerender thread draws from its own copy. */
export interface CardDrawing {
  /** The site's font as plain TrueType, and the SHA-256 of the file it was unpacked from. */
  font: { ttf: Uint8Array; hash: string };
  siteName: string;
  /** The site's address as people read it: "brightline.example". */
  domain: string;
  /** Each theme's colours, from src/styles/themes.css. */
  themes: ReadonlyMap<string, ThemeColours>;
}

/**
 * Each theme's colours as the stylesheet defines them (`[data-theme="seo"] { --accent: #6d28d9; ... }`),
 * so a card is drawn in the same colours as its page. A theme missing a token is an error: the page
 * would be missing it too.
 */
export function themeColours(css: string): Map<string, ThemeColours> {
  const themes = new Map<string, ThemeColours>();
  for (const [, name = "", body = ""] of css.matchAll(/\[data-theme="([a-z-]+)"\]\s*\{([^}]*)\}/g)) {
    const values = new Map([...body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key, value]));
    const colour = (token: string) => {
      const value = values.get(token)?.trim();
      if (!value) throw new Error(`themes.css: the theme "${name}" has no ${token}`);
      return value;
    };
    const entries = Object.entries(tokens).map(([key, token]) => [key, colour(token)]);
    themes.set(name, Object.fromEntries(entries) as ThemeColours);
  }
  return themes;
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
export interface CardFont {
  bold: Font;
  regular: Font;
}

/** Opens the font at the two weights a card uses: the site's headings are bold (700). */
export function openCardFont({ ttf }: CardDrawing["font"]): CardFont {
  const font = create(Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  if (!("getVariation" in font)) throw new Error("the site's font file is a collection, not one font");
  return { bold: "wght" in font.variationAxes ? font.getVariation({ wght: 700 }) : font, regular: font };
}

/** Reads what the cards of a site are drawn from: the app's font and theme colours, the site's name and address. */
export async function readCardDrawing(appRoot: string, identity: SiteIdentity): Promise<CardDrawing> {
  const [font, css] = await Promise.all([
    readCardFont(appRoot),
    readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"),
  ]);
  const domain = new URL(identity.url).hostname.replace(/^www\./, "");
  return { font, siteName: identity.name, domain, themes: themeColours(css) };
}
