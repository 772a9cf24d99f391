import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg, renderAsync } from "@resvg/resvg-js";
import { create, type Font } from "fontkit";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site";
import { backgroundSvg, cardSize, glyphPaths, titleBand, titleGlyphs, type GlyphPlace } from "./card-layout";
import { cardPalette } from "./card-palette";
import { bandPainter, type Mask } from "./png";

/** Everything a site's cards are drawn from, as plain data: each prerender thread draws from its own copy. */
export interface CardDrawing {
  /** The site's font as plain TrueType. */
  font: Uint8Array;
  siteName: string;
  /** The site's address as people read it: "brightline.example". */
  domain: string;
}

/**
 * Reads what the cards of a site are drawn from: its name and address, and the font the site's
 * stylesheet names in its @font-face (a package path, found where the app's packages are). Browsers
 * read the font as woff2; the font reader needs plain TrueType to make an instance of a weight, so
 * it is unpacked here, once a build, and the threads that draw cards are handed that.
 */
export async function readCardDrawing(appRoot: string, identity: SiteIdentity): Promise<CardDrawing> {
  const css = await readFile(path.join(appRoot, "src/styles/app.css"), "utf8");
  const source = /@font-face\s*\{[^}]*?src:\s*url\("([^"]+\.woff2)"\)/.exec(css)?.[1];
  if (!source) throw new Error("src/styles/app.css names no woff2 font in an @font-face: social cards need it");
  const require = createRequire(path.resolve(appRoot, "package.json"));
  const woff2 = await readFile(require.resolve(source));
  // wawoff2 ships no types: its unpacking function, typed where it is loaded.
  const decompress = require("wawoff2/decompress") as (woff2: Uint8Array) => Promise<Uint8Array>;
  const domain = new URL(identity.url).hostname.replace(/^www\./, "");
  return { font: await decompress(woff2), siteName: identity.name, domain };
}

/** The site's typeface at the two weights a card uses. */
export type CardFont = Record<"bold" | "regular", Font>;

/** Opens the font at the two weights a card uses: the site's headings are bold (700). */
export function openCardFont(ttf: Uint8Array): CardFont {
  const font = create(Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  if (!("getVariation" in font)) throw new Error("the site's font file is a collection, not one font");
  return { bold: "wght" in font.variationAxes ? font.getVariation({ wght: 700 }) : font, regular: font };
}

/** A page's card as a PNG, from what the card shows of the page. */
export type DrawCard = (page: Pick<PageData, "title" | "palette">) => Promise<Uint8Array>;

/** resvg draws with the font outlines the SVG holds, never a font of the machine it runs on. */
const resvgOptions = { font: { loadSystemFonts: false } };

/**
 * A glyph's coverage, 0–255 a pixel, as resvg antialiases it: drawn alone in the box of whole pixels
 * around it, its pen at its place within the box's first pixel.
 */
function glyphMask(font: Font, place: GlyphPlace): Mask {
  const scale = place.size / font.unitsPerEm;
  const { minX, minY, maxX, maxY } = place.glyph.path.bbox;
  const [left, top] = [Math.floor(place.x + minX * scale), Math.floor(place.y - maxY * scale)];
  const [width, height] = [Math.ceil(place.x + maxX * scale) - left, Math.ceil(place.y - minY * scale) - top];
  // A glyph with no outline (a space) has an empty box: its bounds are infinite.
  if (!(width > 0 && height > 0)) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) };
  const outline = glyphPaths(font, [{ ...place, x: place.x - left, y: place.y - top }], "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${outline}</svg>`;
  const { pixels } = new Resvg(svg, resvgOptions).render();
  return { left, top, width, height, alpha: pixels.filter((_, at) => at % 4 === 3) };
}

/** The value kept under `key`, made and kept on first use. */
function kept<Value>(values: Map<string, Value>, key: string, make: () => Value): Value {
  let value = values.get(key);
  if (value === undefined) values.set(key, (value = make()));
  return value;
}

/**
 * Every card of a theme is the same picture but for its title. So resvg draws the picture without a
 * title once per theme, given a palette (card-palette.ts) and compressed for PNG but for the title's
 * band of rows (png.ts); a card is its title's glyphs, each drawn by resvg once a build at each size
 * and place within a pixel it is set at, painted on that picture, and its band compressed.
 */
export function createCardDrawer(drawing: CardDrawing): DrawCard {
  const font = openCardFont(drawing.font);
  const painters = new Map<string, Promise<(masks: readonly Mask[]) => Buffer>>();
  const drawings = new Map<string, Mask>();

  async function painter(colours: PageData["palette"]) {
    const { pixels } = await renderAsync(backgroundSvg(font, drawing, colours), resvgOptions);
    // A theme's colours are six-digit hex (schema/themes/theme-palette.ts).
    const ink = [1, 3, 5].map((at) => parseInt(colours.accentInk.slice(at, at + 2), 16)) as [number, number, number];
    return bandPainter([cardSize.width, cardSize.height], cardPalette(pixels, ink), titleBand);
  }

  return async ({ title, palette: colours }) => {
    // Pages of one theme share its colours: its picture is drawn once.
    const paint = await kept(painters, JSON.stringify(colours), () => painter(colours));
    return paint(
      titleGlyphs(font, title)
        .flat()
        .map((place) => {
          const [left, top] = [Math.floor(place.x), Math.floor(place.y)];
          const { glyph, size } = place;
          const drawn = kept(drawings, `${glyph.id} ${size} ${place.x - left} ${place.y - top}`, () =>
            glyphMask(font.bold, { ...place, x: place.x - left, y: place.y - top }),
          );
          return { ...drawn, left: drawn.left + left, top: drawn.top + top };
        }),
    );
  };
}
