import type { Font, Glyph } from "fontkit";
import { escapeHtml } from "../../render/escape-html";
import type { CardFont } from "./card-font";
import { cardSize } from "./card-path";
import type { ThemeColours } from "./theme-colours";

export interface CardContent {
  title: string;
  siteName: string;
  /** The site's address as people read it: "brightline.example". */
  domain: string;
  colours: ThemeColours;
}

const margin = 80;
const textWidth = cardSize.width - 2 * margin;
/** The title's box: below the site's name, above its address. */
const titleTop = 230;
const titleBottom = 500;
/** Largest first: the first size at which the title fits in three lines is used. */
const titleSizes = [76, 68, 60, 52];
const maxLines = 3;
/** Headings on the site are tight (tracking-tight, -0.025em); so are the card's. */
const tracking = -0.025;

/** A glyph's outline in font units, kept per font: titles share most of their letters. */
const outlines = new WeakMap<Font, Map<number, string>>();

function outlineOf(font: Font, glyph: Glyph): string {
  let byId = outlines.get(font);
  if (!byId) outlines.set(font, (byId = new Map()));
  let outline = byId.get(glyph.id);
  if (outline === undefined) byId.set(glyph.id, (outline = glyph.path.toSVG()));
  return outline;
}

/** How wide a line is at a size, with the card's tracking. */
function lineWidth(font: Font, text: string, size: number): number {
  const run = font.layout(text);
  return (run.advanceWidth / font.unitsPerEm) * size + run.glyphs.length * tracking * size;
}

/** A glyph of a line of text, where it is drawn: its pen position in pixels, at `size` px. */
export interface GlyphPlace {
  glyph: Glyph;
  size: number;
  x: number;
  y: number;
}

/**
 * Where each glyph of a text goes, its baseline starting at (x, y), with the card's tracking;
 * positions rounded to a thousandth of a pixel, as the SVG writes them.
 */
export function placeGlyphs(font: Font, text: string, size: number, x: number, y: number): GlyphPlace[] {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const left = pen + (position?.xOffset ?? 0) * scale;
    const baseline = y - (position?.yOffset ?? 0) * scale;
    pen += (position?.xAdvance ?? 0) * scale + tracking * size;
    return { glyph, size, x: +left.toFixed(3), y: +baseline.toFixed(3) };
  });
}

/**
 * Glyphs as outlines: each a path in the font's own shapes, so the card needs no font installed
 * where it is drawn.
 */
function glyphPaths(font: Font, glyphs: GlyphPlace[], attributes: string): string {
  const scale = (size: number) => size / font.unitsPerEm;
  const paths = glyphs.map(({ glyph, size, x, y }) => {
    const outline = outlineOf(font, glyph);
    if (outline === "") return "";
    const matrix = [scale(size), 0, 0, -scale(size), x, y].map((n) => +n.toFixed(3)).join(" ");
    return `<path transform="matrix(${matrix})" d="${outline}"/>`;
  });
  return `<g ${attributes}>${paths.join("")}</g>`;
}

function textPaths(font: Font, text: string, size: number, x: number, y: number, attributes: string): string {
  return glyphPaths(font, placeGlyphs(font, text, size, x, y), attributes);
}

/**
 * Words into lines no wider than the card's text, greedily. Each word is measured once, at 1 px, and
 * a line is its words and spaces: shaping whole candidate lines again and again would cost more than
 * drawing the card.
 */
function wrap(font: Font, words: readonly string[], size: number): { text: string; width: number }[] {
  const space = wordWidths(font, " ") * size;
  const lines: { text: string; width: number }[] = [];
  for (const word of words) {
    const width = wordWidths(font, word) * size;
    const last = lines.at(-1);
    if (last && last.width + space + width <= textWidth) {
      last.text += ` ${word}`;
      last.width += space + width;
    } else lines.push({ text: word, width });
  }
  return lines;
}

/** Width of each word at 1 px, kept per font: titles repeat words, and sizes are tried in turn. */
const measured = new WeakMap<Font, Map<string, number>>();

function wordWidths(font: Font, word: string): number {
  let byWord = measured.get(font);
  if (!byWord) measured.set(font, (byWord = new Map()));
  let width = byWord.get(word);
  if (width === undefined) byWord.set(word, (width = lineWidth(font, word, 1)));
  return width;
}

/**
 * Shortens a line to its longest start that fits with an ellipsis (at least its first character). The
 * cut is found by halving: a line grows wider with every character, and measuring one costs as much as
 * its length, so trying each cut in turn made long titles take minutes.
 */
function shorten(font: Font, line: string, size: number): string {
  const cut = (length: number) => line.slice(0, length).trimEnd();
  const fits = (length: number) => lineWidth(font, `${cut(length)}…`, size) <= textWidth;
  let shortest = 1;
  let longest = line.length;
  while (shortest < longest) {
    const middle = Math.ceil((shortest + longest) / 2);
    if (fits(middle)) shortest = middle;
    else longest = middle - 1;
  }
  return `${cut(shortest)}…`;
}

/** The title in as large a size as lets it fit in three lines; past the smallest size it ends in an ellipsis. */
export function fitTitle(font: Font, title: string): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter((word) => word !== "");
  for (const size of titleSizes) {
    const lines = wrap(font, words, size);
    if (lines.length <= maxLines && lines.every((line) => line.width <= textWidth)) {
      return { size, lines: lines.map((line) => line.text) };
    }
  }
  const size = titleSizes.at(-1) ?? 52;
  const lines = wrap(font, words, size);
  return {
    size,
    lines: lines
      .slice(0, maxLines)
      .map((line, index) =>
        line.width > textWidth || (index === maxLines - 1 && lines.length > maxLines)
          ? shorten(font, line.text, size)
          : line.text,
      ),
  };
}

/** The title's glyphs, set as large as fits and centred in the title's box, one array a line. */
export function titleGlyphs(font: CardFont, title: string): GlyphPlace[][] {
  const { size, lines } = fitTitle(font.bold, title);
  const lineHeight = size * 1.15;
  const capHeight = (font.bold.capHeight / font.bold.unitsPerEm) * size;
  const blockHeight = (lines.length - 1) * lineHeight + capHeight;
  const firstBaseline = titleTop + (titleBottom - titleTop - blockHeight) / 2 + capHeight;
  return lines.map((line, index) => placeGlyphs(font.bold, line, size, margin, firstBaseline + index * lineHeight));
}

/**
 * What every card of a site in one theme shows: the site's mark and name and its address, in the
 * theme's colours and the site's own font; `title` goes between the name and the address.
 */
export function backgroundSvg(
  font: CardFont,
  { siteName, domain, colours }: Omit<CardContent, "title">,
  title = "",
): string {
  const { width, height } = cardSize;
  const ink = escapeHtml(colours.accentInk);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    // Flat colours: a gradient would make the PNG twice as large and slower to encode.
    `<rect width="${width}" height="${height}" fill="${escapeHtml(colours.accentStrong)}"/>`,
    // Rings in the corner and a dot of the second colour, as the page banners have.
    `<circle cx="1110" cy="70" r="230" fill="${escapeHtml(colours.accent)}"/>`,
    `<circle cx="1110" cy="70" r="320" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>`,
    `<circle cx="1040" cy="540" r="34" fill="${escapeHtml(colours.highlight)}"/>`,
    // The site's mark (public/favicon.svg) at twice its size, in the card's colours.
    `<g transform="translate(${margin} 72) scale(2)">`,
    `<rect x="2" y="8" width="20" height="20" rx="6" fill="${ink}" fill-opacity=".35"/>`,
    `<rect x="10" y="2" width="20" height="20" rx="6" fill="${ink}"/>`,
    `<path d="M16 12h8M16 16h5" stroke="${escapeHtml(colours.accentStrong)}" stroke-width="2.5" stroke-linecap="round"/>`,
    `</g>`,
    textPaths(font.bold, siteName, 38, margin + 80, 119, `fill="${ink}"`),
    `<rect x="${margin}" y="190" width="88" height="8" rx="4" fill="${escapeHtml(colours.highlight)}"/>`,
    title,
    textPaths(font.regular, domain, 28, margin, 562, `fill="${ink}" fill-opacity=".85"`),
    `</svg>`,
  ].join("");
}

/**
 * A page's whole social card as one SVG: the background with the title in the accent's ink. Builds
 * draw the background once and paint titles on it (page-cards.ts); this is the same card for resvg to
 * draw, as tests compare them.
 */
export function cardSvg(font: CardFont, content: CardContent): string {
  const ink = escapeHtml(content.colours.accentInk);
  const title = titleGlyphs(font, content.title)
    .map((line) => glyphPaths(font.bold, line, `fill="${ink}"`))
    .join("");
  return backgroundSvg(font, content, title);
}
