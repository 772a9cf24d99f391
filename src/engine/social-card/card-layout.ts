import type { Font } from "fontkit";
import type { ThemePalette } from "../../../schema/themes/theme-palette";
import { escapeHtml } from "../../render/escape-html";
import type { CardDrawing, CardFont } from "./card-drawer";

/** A social card's size: the 1.91:1 picture link previews show largest. */
export const cardSize = { width: 1200, height: 630 } as const;
const margin = 80;
const textWidth = cardSize.width - 2 * margin;
/** Largest first: the first size at which the title fits in three lines is used, else the last, cut. */
const titleSizes = [76, 68, 60, 52] as const;
const smallest = titleSizes.at(-1)!;
/** Headings on the site are tight (tracking-tight, -0.025em); so are the card's. */
const tracking = -0.025;
/** The rows a title is drawn in, with room for accents and descenders; a glyph is cut at them, as a box clips. */
export const titleBand = [200, 520] as const;
/** Three lines at the smallest size hold fewer characters, even of the font's narrowest letter. */
const shownCharacters = 400;

/**
 * Where each glyph of a line goes: its pen position in pixels at `size` px, the line's baseline
 * starting at (x, y), with the card's tracking, rounded as the SVG writes it. Across, a title's glyphs
 * go to an eighth of a pixel, as text renderers place them: a glyph at a size and baseline has eight
 * drawings, made once a build (card-drawer.ts).
 */
function placeGlyphs(font: Font, text: string, size: number, x: number, y: number, steps = 1000) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const left = pen + (position?.xOffset ?? 0) * scale;
    pen += (position?.xAdvance ?? 0) * scale + tracking * size;
    return {
      glyph,
      size,
      x: Math.round(+left.toFixed(3) * steps) / steps,
      y: +(y - (position?.yOffset ?? 0) * scale).toFixed(3),
    };
  });
}

/** A glyph of a line of text, and where it is drawn. */
export type GlyphPlace = ReturnType<typeof placeGlyphs>[number];

/** Glyphs as outlines, each a path in the font's own shapes: the card needs no font installed where it is drawn. */
export function glyphPaths(font: Font, glyphs: readonly GlyphPlace[], attributes: string): string {
  const paths = glyphs.map(({ glyph, size, x, y }) => {
    const outline = glyph.path.toSVG();
    const scale = size / font.unitsPerEm;
    const matrix = [scale, 0, 0, -scale, x, y].map((n) => +n.toFixed(3)).join(" ");
    return outline === "" ? "" : `<path transform="matrix(${matrix})" d="${outline}"/>`;
  });
  return `<g ${attributes}>${paths.join("")}</g>`;
}

/**
 * What every card of a site in one theme shows around its title: the site's mark and name above it
 * and its address below, in the theme's colours and the site's own font.
 */
export function backgroundSvg(font: CardFont, { siteName, domain }: CardDrawing, colours: ThemePalette): string {
  const { width, height } = cardSize;
  const [ink, strong, highlight] = [colours.accentInk, colours.accentStrong, colours.highlight].map(escapeHtml);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    // Flat colours: a gradient would make the PNG twice as large and slower to encode.
    `<rect width="${width}" height="${height}" fill="${strong}"/>`,
    // Rings in the corner and a dot of the second colour, as the page banners have.
    `<circle cx="1110" cy="70" r="230" fill="${escapeHtml(colours.accent)}"/>`,
    `<circle cx="1110" cy="70" r="320" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>`,
    `<circle cx="1040" cy="540" r="34" fill="${highlight}"/>`,
    // The site's mark (public/favicon.svg) at twice its size, in the card's colours.
    `<g transform="translate(${margin} 72) scale(2)">`,
    `<rect x="2" y="8" width="20" height="20" rx="6" fill="${ink}" fill-opacity=".35"/>`,
    `<rect x="10" y="2" width="20" height="20" rx="6" fill="${ink}"/>`,
    `<path d="M16 12h8M16 16h5" stroke="${strong}" stroke-width="2.5" stroke-linecap="round"/>`,
    `</g>`,
    glyphPaths(font.bold, placeGlyphs(font.bold, siteName, 38, margin + 80, 119), `fill="${ink}"`),
    `<rect x="${margin}" y="190" width="88" height="8" rx="4" fill="${highlight}"/>`,
    glyphPaths(font.regular, placeGlyphs(font.regular, domain, 28, margin, 562), `fill="${ink}" fill-opacity=".85"`),
    `</svg>`,
  ].join("");
}

function lineWidth(font: Font, text: string, size: number): number {
  const run = font.layout(text);
  return (run.advanceWidth / font.unitsPerEm) * size + run.glyphs.length * tracking * size;
}

/** Words into lines no wider than the card's text, greedily, up to one line more than a card shows. */
function wrap(words: readonly string[], widths: ReadonlyMap<string, number>, size: number) {
  const lines: { text: string; width: number }[] = [];
  for (const word of words) {
    const [width, last] = [widths.get(word)! * size, lines.at(-1)];
    if (last && last.width + widths.get(" ")! * size + width <= textWidth) {
      last.text += ` ${word}`;
      last.width += widths.get(" ")! * size + width;
    } else if (lines.push({ text: word, width }) > 3) break;
  }
  return lines;
}

/** Each word's width at 1 px, kept per font: titles repeat words, and sizes are tried in turn. */
const measured = new WeakMap<Font, Map<string, number>>();

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A text cut after `shownCharacters`, between graphemes (never inside an emoji or a letter and its
 * accent), ending in an ellipsis: only its start is split into graphemes, however long it is.
 */
function shownStart(text: string): string {
  if (text.length <= shownCharacters) return text;
  // The last grapheme of the start may be a part of one the cut splits.
  const parts = Array.from(graphemes.segment(text.slice(0, shownCharacters + 1)), ({ segment }) => segment);
  return `${parts.slice(0, -1).join("").trimEnd()}…`;
}

/** The longest start of a line that fits with an ellipsis after it, cut between graphemes. */
export function shorten(font: Font, line: string, size: number): string {
  const ends = [0, ...Array.from(graphemes.segment(line), ({ index, segment }) => index + segment.length)];
  const start = (count: number) => line.slice(0, ends[count]).trimEnd();
  let [fitting, over] = [0, ends.length];
  while (over - fitting > 1) {
    const middle = (fitting + over) >> 1;
    if (lineWidth(font, `${start(middle)}…`, size) <= textWidth) fitting = middle;
    else over = middle;
  }
  return `${start(fitting)}…`;
}

/**
 * The title in as large a size as lets it fit in three lines; past the smallest size it ends in an
 * ellipsis. What the site's font has no glyph for (emoji, other scripts, controls such as a
 * right-to-left override) is left out: the card has no other font to draw it with, and a row of
 * empty boxes says less than the words that remain.
 */
export function fitTitle(font: Font, title: string): { size: number; lines: string[] } {
  let drawable = "";
  for (const character of title.normalize("NFC"))
    if (/\s/.test(character) || font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)) drawable += character;
  const shown = shownStart(drawable.replace(/\s+/g, " ").trim());
  const words = shown === "" ? [] : shown.split(" ");
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map()));
  for (const word of [" ", ...words]) if (!widths.has(word)) widths.set(word, lineWidth(font, word, 1));
  for (const size of titleSizes) {
    const lines = wrap(words, widths, size);
    if (lines.length <= 3 && lines.every((line) => line.width <= textWidth))
      return { size, lines: lines.map((line) => line.text) };
  }
  const lines = wrap(words, widths, smallest);
  const cut = (line: { text: string; width: number }, index: number) =>
    line.width > textWidth || (index === 2 && lines.length > 3) ? shorten(font, line.text, smallest) : line.text;
  return { size: smallest, lines: lines.slice(0, 3).map(cut) };
}

/** The title's glyphs, set as large as fits and centred in the box between the site's name and address. */
export function titleGlyphs(font: CardFont, title: string): GlyphPlace[][] {
  const { size, lines } = fitTitle(font.bold, title);
  const [lineHeight, capHeight] = [size * 1.15, (font.bold.capHeight / font.bold.unitsPerEm) * size];
  const firstBaseline = 230 + (270 - (lines.length - 1) * lineHeight - capHeight) / 2 + capHeight;
  return lines.map((line, index) => placeGlyphs(font.bold, line, size, margin, firstBaseline + index * lineHeight, 8));
}
