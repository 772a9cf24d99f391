import type { Font, Glyph } from "fontkit";
import type { CardFont } from "./card-drawing";
import { cardSize } from "./card-size";

export const margin = 80;
const textWidth = cardSize.width - 2 * margin;
/** Largest first: the first size at which the title fits in three lines is used. */
const titleSizes = [76, 68, 60, 52] as const;
const smallest = 52;
/** Headings on the site are tight (tracking-tight, -0.025em); so are the card's. */
const tracking = -0.025;
/** The rows a title is drawn in, with room for accents and descenders; a glyph is cut at them, as a box clips. */
export const titleBand = [200, 520] as const;
/** Three lines at the smallest size hold fewer characters, even of the font's narrowest letter. */
const shownCharacters = 400;

/** A glyph of a line of text, where it is drawn: its pen position in pixels, at `size` px. */
export interface GlyphPlace {
  glyph: Glyph;
  size: number;
  x: number;
  y: number;
}

/**
 * Where each glyph of a line goes, its baseline starting at (x, y), with the card's tracking, rounded
 * as the SVG writes it. Across, a title's glyphs go to an eighth of a pixel, as text renderers place
 * them: a glyph at a size and baseline has eight drawings, made once a build (card-drawer.ts).
 */
export function placeGlyphs(font: Font, text: string, size: number, x: number, y: number, steps = 1000) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  return run.glyphs.map((glyph, index): GlyphPlace => {
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
