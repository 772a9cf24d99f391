import { renderAsync } from "@resvg/resvg-js";
import type { PageData } from "../../../schema/page";
import { escapeHtml } from "../../render/escape-html";
import { openCardFont, type CardDrawing, type ThemeColours } from "./card-drawing";
import { titleGlyphs } from "./card-layout";
import { cardPalette } from "./card-palette";
import { cardSize } from "./card-size";
import { backgroundSvg } from "./card-svg";
import { glyphEdges, rasterize, type GlyphEdges } from "./glyph-raster";
import { paintPng, pngCanvas, type Blending, type Mask, type PngCanvas } from "./png";

/** A page's card as a PNG, from what the card shows of the page. */
export type DrawCard = (page: Pick<PageData, "title" | "palette">) => Promise<Uint8Array>;

/**
 * A theme's picture without a title, as an SVG, from its colours. What a card shows follows from it,
 * its title's text and the font, so the card cache keys cards by these.
 */
export function themePictures(
  drawing: CardDrawing,
  font = openCardFont(drawing.font),
): (colours: ThemeColours) => string {
  return ({ accent, accentStrong, accentInk, highlight }) =>
    backgroundSvg(font, {
      siteName: drawing.siteName,
      domain: drawing.domain,
      colours: { accent, accentStrong, accentInk, highlight },
    });
}

/**
 * Every card of a theme is the same picture but for its title. So resvg draws the picture without a
 * title once per theme, given a palette (card-palette.ts) and compressed for PNG once (png.ts); a card
 * is its title's glyphs rasterized (glyph-raster.ts), each once a build at each size and place within
 * a pixel it is set at, and painted on it, and only the rows the title crosses are compressed again.
 */
export function createCardDrawer(drawing: CardDrawing): DrawCard {
  const font = openCardFont(drawing.font);
  const picture = themePictures(drawing, font);
  const backgrounds = new Map<string, Promise<{ canvas: PngCanvas; palette: Blending }>>();
  const [outlines, drawings] = [new Map<string, GlyphEdges>(), new Map<string, Mask>()];

  async function drawBackground(colours: ThemeColours): Promise<{ canvas: PngCanvas; palette: Blending }> {
    // The ink as resvg reads the colour, which can be every colour CSS can write.
    const ink = `<rect width="1" height="1" fill="${escapeHtml(colours.accentInk)}"/>`;
    const [background, inkDot] = await Promise.all(
      [picture(colours), `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">${ink}</svg>`].map((svg) =>
        renderAsync(svg, { font: { loadSystemFonts: false } }),
      ),
    );
    const [red = 0, green = 0, blue = 0] = inkDot!.pixels;
    const palette = cardPalette(background!.pixels, [red, green, blue]);
    return { canvas: pngCanvas(cardSize.width, cardSize.height, palette.colours, palette.indices), palette };
  }

  return async ({ title, palette: colours }) => {
    // Pages of one theme share its colours: its picture is drawn once.
    const theme = picture(colours);
    let background = backgrounds.get(theme);
    if (!background) backgrounds.set(theme, (background = drawBackground(colours)));
    const { canvas, palette } = await background;
    // A glyph whose pen is further than its size off the card covers nothing on it: a title with
    // thousands of accents stacked on one letter does not have each rasterized.
    const places = titleGlyphs(font, title)
      .flat()
      .filter(({ x, y, size }) => x < cardSize.width && y > -size && y < cardSize.height + size);
    const masks = places.map(({ glyph, size, x, y }) => {
      const left = Math.floor(x);
      const top = Math.floor(y);
      const key = `${glyph.id} ${size} ${x - left} ${y - top}`;
      let drawn = drawings.get(key);
      if (!drawn) {
        let outline = outlines.get(`${glyph.id} ${size}`);
        if (!outline) outlines.set(`${glyph.id} ${size}`, (outline = glyphEdges(glyph, size / font.bold.unitsPerEm)));
        drawings.set(key, (drawn = rasterize(outline, x - left, y - top)));
      }
      return { ...drawn, left: drawn.left + left, top: drawn.top + top };
    });
    return paintPng(canvas, masks, palette);
  };
}
