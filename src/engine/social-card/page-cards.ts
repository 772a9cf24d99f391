import { renderAsync } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import { escapeHtml } from "../../render/escape-html";
import type { SiteIdentity } from "../site-identity";
import { loadCardFont } from "./card-font";
import { CardPalette } from "./card-palette";
import { cardSize } from "./card-path";
import { backgroundSvg, titleGlyphs } from "./card-svg";
import { pngCanvas, type PngCanvas } from "./png";
import { themeColours } from "./theme-colours";
import { TitlePainter } from "./title-paint";
import { cachedCard, type CachedCard } from "./write-card";

/** Draws each page's social card; made once per build, since the font and colours are read once. */
export interface PageCards {
  /** The card of a page, drawn into the cache unless it is there already. */
  card(page: PageData): Promise<CachedCard>;
}

interface PageCardsOptions {
  /** Where the app lives: its stylesheets name the font and the theme colours. */
  appRoot: string;
  /** Where drawn cards are kept between builds. */
  cacheDir: string;
  identity: SiteIdentity;
}

/** What every card of a theme shares: its cache key's first part, and its picture without a title. */
interface Background {
  key: string;
  /** Drawn by resvg the first time a card of the theme is drawn, once a build; its colours and the title's. */
  drawn(): Promise<{ canvas: PngCanvas; palette: CardPalette }>;
}

/**
 * The code that draws cards and the resvg that draws their backgrounds: when either changes, every
 * card's key changes, as a change to the drawing changed the SVG that cards used to be keyed by.
 */
async function drawingHash(appRoot: string): Promise<string> {
  const folder = path.join(appRoot, "src/engine/social-card");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".ts")).sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(folder, file)))
      .update("\0");
  const resvg = createRequire(path.resolve(appRoot, "package.json")).resolve("@resvg/resvg-js/package.json");
  hash.update(await readFile(resvg));
  return hash.digest("hex");
}

/** An SVG's pixels: 4 bytes each, red, green, blue and alpha. */
async function rasterizeSvg(svg: string): Promise<Uint8Array> {
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
}

/**
 * Every card of a theme is the same picture but for its title. So the picture without a title is
 * drawn by resvg once a build, given a palette (card-palette.ts) and compressed for PNG (png.ts) once,
 * and a card is its title's glyphs rasterized (glyph-raster.ts, each glyph once a build) and painted
 * on it (title-paint.ts): only the rows the title crosses are compressed again.
 */
export async function createPageCards({ appRoot, cacheDir, identity }: PageCardsOptions): Promise<PageCards> {
  const [font, css, drawing] = await Promise.all([
    loadCardFont(appRoot),
    readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"),
    drawingHash(appRoot),
  ]);
  const themes = themeColours(css);
  const domain = new URL(identity.url).hostname.replace(/^www\./, "");
  const backgrounds = new Map<string, Background>();
  const painter = new TitlePainter(font.bold);

  function background(theme: string): Background {
    const found = backgrounds.get(theme);
    if (found) return found;
    const colours = themes.get(theme);
    if (!colours) throw new Error(`src/styles/themes.css has no theme "${theme}"`);
    const svg = backgroundSvg(font, { siteName: identity.name, domain, colours });
    const { width, height } = cardSize;
    let drawn: Promise<{ canvas: PngCanvas; palette: CardPalette }> | undefined;
    const draw = async () => {
      const [rgba, [red = 0, green = 0, blue = 0]] = await Promise.all([
        rasterizeSvg(svg),
        // The ink as resvg reads the colour: any colour CSS can write.
        rasterizeSvg(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${escapeHtml(colours.accentInk)}"/></svg>`,
        ),
      ]);
      const palette = new CardPalette(rgba, [red, green, blue]);
      return { canvas: pngCanvas(width, height, palette.colours, palette.indices), palette };
    };
    const made: Background = {
      key: createHash("sha256").update(`${drawing}\n${font.hash}\n${svg}`).digest("hex"),
      drawn: () => (drawn ??= draw()),
    };
    backgrounds.set(theme, made);
    return made;
  }

  return {
    card(page) {
      const shared = background(page.theme);
      // The key is the theme's (the drawing code, the font, the picture without a title) and the
      // title's text: where its glyphs go follows from those alone, so the title is laid out only
      // when the card is drawn, not for every card a rebuild finds in the cache.
      return cachedCard(`${shared.key}\n${page.title}`, cacheDir, async () => {
        const { canvas, palette } = await shared.drawn();
        return painter.paint(canvas, palette, titleGlyphs(font, page.title));
      });
    },
  };
}
