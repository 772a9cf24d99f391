import { renderAsync } from "@resvg/resvg-js";
import type { PageData } from "../../../schema/page";
import { escapeHtml } from "../../render/escape-html";
import { openCardFont, type CardFont, type CardFontFile } from "./card-font";
import { CardPalette } from "./card-palette";
import { cardSize } from "./card-path";
import { backgroundSvg, titleGlyphs } from "./card-svg";
import { pngCanvas, type PngCanvas } from "./png";
import type { ThemeColours } from "./theme-colours";
import { TitlePainter } from "./title-paint";

/**
 * Everything a site's cards are drawn from, as plain data: the prerender threads draw the cards of the
 * pages they render, each from its own copy.
 */
export interface CardDrawing {
  font: CardFontFile;
  siteName: string;
  /** The site's address as people read it: "brightline.example". */
  domain: string;
  /** Each theme's colours, from src/styles/themes.css. */
  themes: ReadonlyMap<string, ThemeColours>;
}

/** A page's card as a PNG, from what the card shows of the page. */
export type DrawCard = (page: Pick<PageData, "title" | "theme">) => Promise<Uint8Array>;

/** What every card of a theme shows but the title, as an SVG; an unknown theme is an error. */
export function themeBackgroundSvg(font: CardFont, drawing: CardDrawing, theme: string): string {
  const colours = drawing.themes.get(theme);
  if (!colours) throw new Error(`src/styles/themes.css has no theme "${theme}"`);
  return backgroundSvg(font, { siteName: drawing.siteName, domain: drawing.domain, colours });
}

/** An SVG's pixels: 4 bytes each, red, green, blue and alpha. */
async function rasterizeSvg(svg: string): Promise<Uint8Array> {
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
}

/**
 * Every card of a theme is the same picture but for its title. So the picture without a title is
 * drawn by resvg once per theme, given a palette (card-palette.ts) and compressed for PNG (png.ts) once,
 * and a card is its title's glyphs rasterized (glyph-raster.ts, each glyph once) and painted on it
 * (title-paint.ts): only the rows the title crosses are compressed again.
 */
export function createCardDrawer(drawing: CardDrawing): DrawCard {
  const font = openCardFont(drawing.font);
  const painter = new TitlePainter(font.bold);
  const backgrounds = new Map<string, Promise<{ canvas: PngCanvas; palette: CardPalette }>>();

  async function drawBackground(theme: string): Promise<{ canvas: PngCanvas; palette: CardPalette }> {
    const svg = themeBackgroundSvg(font, drawing, theme);
    const ink = escapeHtml(drawing.themes.get(theme)?.accentInk ?? "");
    const [rgba, [red = 0, green = 0, blue = 0]] = await Promise.all([
      rasterizeSvg(svg),
      // The ink as resvg reads the colour: any colour CSS can write.
      rasterizeSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${ink}"/></svg>`,
      ),
    ]);
    const palette = new CardPalette(rgba, [red, green, blue]);
    return { canvas: pngCanvas(cardSize.width, cardSize.height, palette.colours, palette.indices), palette };
  }

  return async ({ title, theme }) => {
    let background = backgrounds.get(theme);
    if (!background) backgrounds.set(theme, (background = drawBackground(theme)));
    const { canvas, palette } = await background;
    return painter.paint(canvas, palette, titleGlyphs(font, title));
  };
}
