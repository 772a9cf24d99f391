import { renderAsync } from "@resvg/resvg-js";
import type { PageData } from "../../../schema/page";
import { openCardFont, type CardDrawing, type ThemeColours } from "./card-drawing";
import { titleBand, titleGlyphs } from "./card-layout";
import { cardPalette } from "./card-palette";
import { cardSize } from "./card-size";
import { backgroundSvg } from "./card-svg";
import { glyphEdges, rasterize, type GlyphEdges } from "./glyph-raster";
import { bandPainter, type Mask } from "./png";

/** A page's card as a PNG, from what the card shows of the page. */
export type DrawCard = (page: Pick<PageData, "title" | "palette">) => Promise<Uint8Array>;

/**
 * A theme's picture without a title, as an SVG, from its colours. What a card shows follows from it,
 * its title's text and the font, so the card cache keys cards by these.
 */
export function themePictures(drawing: CardDrawing, font = openCardFont(drawing.font)) {
  return (colours: ThemeColours) =>
    backgroundSvg(font, { siteName: drawing.siteName, domain: drawing.domain, colours });
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
 * band of rows (png.ts); a card is its title's glyphs rasterized (glyph-raster.ts), each once a build
 * at each size and place within a pixel it is set at, and painted on it, and its band compressed.
 */
export function createCardDrawer(drawing: CardDrawing): DrawCard {
  const font = openCardFont(drawing.font);
  const picture = themePictures(drawing, font);
  const painters = new Map<string, Promise<(masks: readonly Mask[]) => Buffer>>();
  const [outlines, drawings] = [new Map<string, GlyphEdges>(), new Map<string, Mask>()];

  async function painter(svg: string, { accentInk }: ThemeColours) {
    const { pixels } = await renderAsync(svg, { font: { loadSystemFonts: false } });
    // A theme's colours are six-digit hex (schema/themes/theme-palette.ts).
    const ink = [1, 3, 5].map((at) => parseInt(accentInk.slice(at, at + 2), 16)) as [number, number, number];
    const palette = cardPalette(pixels, ink);
    return bandPainter([cardSize.width, cardSize.height], palette.colours, palette.indices, titleBand, palette);
  }

  return async ({ title, palette: colours }) => {
    // Pages of one theme share its colours: its picture is drawn once.
    const theme = picture(colours);
    const paint = await kept(painters, theme, () => painter(theme, colours));
    return paint(
      titleGlyphs(font, title)
        .flat()
        .map(({ glyph, size, x, y }) => {
          const [left, top] = [Math.floor(x), Math.floor(y)];
          const drawn = kept(drawings, `${glyph.id} ${size} ${x - left} ${y - top}`, () => {
            const edges = kept(outlines, `${glyph.id} ${size}`, () => glyphEdges(glyph, size / font.bold.unitsPerEm));
            return rasterize(edges, x - left, y - top);
          });
          return { ...drawn, left: drawn.left + left, top: drawn.top + top };
        }),
    );
  };
}
