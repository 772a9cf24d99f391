import type { PalettePicture } from "./png";

type Rgb = readonly [number, number, number];

/** A colour whose area is at least this many pixels is a flat colour of the design: kept exact. */
const flatPixels = 64;

/** `colour` over `under` at `alpha` of 255, in 8-bit sRGB as resvg blends a fill. */
export function blend(under: number, colour: number, alpha: number): number {
  const t = under * (255 - alpha) + colour * alpha + 128;
  return (t + (t >> 8)) >> 8;
}

const pack = (red: number, green: number, blue: number) => (red << 16) | (green << 8) | blue;
const over = (under: number, [red, green, blue]: Rgb, alpha: number) =>
  pack(blend(under >> 16, red, alpha), blend((under >> 8) & 255, green, alpha), blend(under & 255, blue, alpha));

function distance(a: number, b: number): number {
  const red = (a >> 16) - (b >> 16);
  const green = ((a >> 8) & 255) - ((b >> 8) & 255);
  const blue = (a & 255) - (b & 255);
  return red * red + green * green + blue * blue;
}

function nearest(palette: Int32Array, colour: number): number {
  let best = 0;
  for (let index = 1; index < palette.length; index++)
    if (distance(colour, palette[index]!) < distance(colour, palette[best]!)) best = index;
  return best;
}

/**
 * A picture (4 bytes a pixel, alpha ignored) as runs of one colour, two numbers a run: the pixel it
 * starts at and its colour. The loop over every pixel is a function of its own, shared by every
 * palette: in a function that runs once a theme it would run in the interpreter for each new theme.
 */
function colourRuns(rgba: Uint8Array, words: Uint32Array): number[] {
  const runs: number[] = [];
  for (let pixel = 0; pixel < words.length; pixel++)
    if (pixel === 0 || words[pixel] !== words[pixel - 1])
      runs.push(pixel, pack(rgba[pixel * 4]!, rgba[pixel * 4 + 1]!, rgba[pixel * 4 + 2]!));
  return runs;
}

/** Adds to `chosen`, until it has 256, the candidate farthest from every colour in it, one at a time. */
function farthestFirst(chosen: number[], candidates: Int32Array): void {
  const far = new Float64Array(candidates.length).fill(Infinity);
  let count = candidates.length;
  for (let next = 0; next < chosen.length; next++) {
    // Each candidate's distance to the palette, lowered by the colour just added to it.
    for (let at = 0; at < count; at++) far[at] = Math.min(far[at]!, distance(candidates[at]!, chosen[next]!));
    if (next < chosen.length - 1 || chosen.length === 256 || count === 0) continue;
    let pick = 0;
    for (let at = 1; at < count; at++) if (far[at]! > far[pick]!) pick = at;
    chosen.push(candidates[pick]!);
    count--;
    [candidates[pick], far[pick]] = [candidates[count]!, far[count]!];
  }
}

/**
 * A card's colours, at most 256, so that a PNG pixel is one byte: the background as palette indices,
 * and the colour the title's ink makes over each colour at each coverage. Kept exactly: every colour
 * that fills an area (the design's own), and the ink. The other places go, one at a time, to the
 * colour farthest from any already chosen, among the background's edge colours and the ink at every
 * coverage over each flat colour: so the largest error is as small as 256 colours allow. A card's
 * edges lie between a few flat colours, which 256 colours sample a couple of levels apart. Made from
 * an opaque background's pixels (4 bytes each, as resvg gives them) and the title's ink.
 */
export function cardPalette(rgba: Uint8Array, ink: Rgb): PalettePicture {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  // Pixels are compared four bytes at once: a card is long runs of one colour.
  const pixels = aligned.length >> 2;
  const runs = colourRuns(aligned, new Uint32Array(aligned.buffer, aligned.byteOffset, pixels));
  const runEnd = (at: number) => runs[at + 2] ?? pixels;
  const counts = new Map<number, number>();
  for (let at = 0; at < runs.length; at += 2)
    counts.set(runs[at + 1]!, (counts.get(runs[at + 1]!) ?? 0) + runEnd(at) - runs[at]!);
  const flat = [...counts]
    .filter(([, count]) => count >= flatPixels)
    .sort(([a, countA], [b, countB]) => countB - countA || a - b);
  const chosen = [...new Set([pack(...ink), ...flat.map(([colour]) => colour)])].slice(0, 256);
  const candidates = new Set(counts.keys());
  for (const [under] of flat) for (let alpha = 1; alpha < 255; alpha++) candidates.add(over(under, ink, alpha));
  farthestFirst(chosen, Int32Array.from([...candidates].filter((colour) => !chosen.includes(colour))));
  const packed = Int32Array.from(chosen);
  const indexOf = new Map([...counts.keys()].map((colour) => [colour, nearest(packed, colour)]));
  const indices = new Uint8Array(pixels);
  for (let at = 0; at < runs.length; at += 2) indices.fill(indexOf.get(runs[at + 1]!)!, runs[at], runEnd(at));
  return {
    colours: Uint8Array.from(chosen.flatMap((colour) => [colour >> 16, (colour >> 8) & 255, colour & 255])),
    indices,
    painted: (under, alpha) => nearest(packed, over(packed[under]!, ink, alpha)),
  };
}
