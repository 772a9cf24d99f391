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

/** Each word's width at 1 px, kept per font: titles repeat words, and sizes are tried in turn. */
const measured = new WeakMap<Font, Map<string, number>>();

/**
 * A word's width at 1 px, measured 200 characters at a time and only until it is wider than a line
 * at the smallest size: such a word is cut short anyway, and shaping thousands of characters takes
 * the font reader seconds.
 */
function wordWidth(font: Font, word: string): number {
  let byWord = measured.get(font);
  if (!byWord) measured.set(font, (byWord = new Map()));
  let width = byWord.get(word);
  if (width === undefined) {
    width = 0;
    for (let at = 0; at < word.length && width * smallest <= textWidth; at += 200)
      width += lineWidth(font, word.slice(at, at + 200), 1);
    byWord.set(word, width);
  }
  return width;
}

/** Words into lines no wider than the card's text, greedily, up to one line more than a card shows. */
function wrap(font: Font, words: readonly string[], size: number): { text: string; width: number }[] {
  const space = wordWidth(font, " ") * size;
  const lines: { text: string; width: number }[] = [];
  for (const word of words) {
    const width = wordWidth(font, word) * size;
    const last = lines.at(-1);
    if (last && last.width + space + width <= textWidth) {
      last.text += ` ${word}`;
      last.width += space + width;
    } else if (lines.push({ text: word, width }) > 3) break;
  }
  return lines;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The longest start of a line that fits with an ellipsis after it, cut between graphemes (never
 * inside an emoji or a letter and its accent). Found by doubling the length, then halving the gap:
 * a few dozen short starts are measured, and only as much of the line split into graphemes as they
 * hold, however long the line.
 */
export function shorten(font: Font, line: string, size: number): string {
  const [parts, ends] = [graphemes.segment(line)[Symbol.iterator](), [0]];
  /** The first `count` graphemes, or undefined past the line's end. */
  const start = (count: number): string | undefined => {
    while (ends.length <= count) {
      const part = parts.next();
      if (part.done) return undefined;
      ends.push(part.value.index + part.value.segment.length);
    }
    return line.slice(0, ends[count]).trimEnd();
  };
  const fits = (count: number) => {
    const text = start(count);
    return text !== undefined && lineWidth(font, `${text}…`, size) <= textWidth;
  };
  let [fitting, over] = [0, 1];
  while (fits(over)) [fitting, over] = [over, over * 2];
  while (over - fitting > 1) {
    const middle = (fitting + over) >> 1;
    [fitting, over] = fits(middle) ? [middle, over] : [fitting, middle];
  }
  return `${start(fitting) ?? ""}…`;
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
  const words = drawable.split(/\s+/).filter((word) => word !== "");
  for (const size of titleSizes) {
    const lines = wrap(font, words, size);
    if (lines.length <= 3 && lines.every((line) => line.width <= textWidth))
      return { size, lines: lines.map((line) => line.text) };
  }
  const lines = wrap(font, words, smallest);
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
