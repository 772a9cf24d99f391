import type { Blending } from "./png";

export type Rgb = readonly [number, number, number];

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
  const [red, green, blue] = [(a >> 16) - (b >> 16), ((a >> 8) & 255) - ((b >> 8) & 255), (a & 255) - (b & 255)];
  return red * red + green * green + blue * blue;
}

function nearest(palette: Int32Array, colour: number): number {
  let [best, bestDistance] = [0, Infinity];
  for (let index = 0; index < palette.length && bestDistance > 0; index++) {
    const d = distance(colour, palette[index]!);
    if (d < bestDistance) [best, bestDistance] = [index, d];
  }
  return best;
}

/** Adds to `chosen`, until it has 256, the candidate farthest from every colour in it, one at a time. */
function farthestFirst(chosen: number[], candidates: Int32Array): void {
  const far = new Float64Array(candidates.length).fill(Infinity);
  let count = candidates.length;
  const moveAway = (colour: number) => {
    for (let at = 0; at < count; at++) far[at] = Math.min(far[at]!, distance(candidates[at]!, colour));
  };
  chosen.forEach(moveAway);
  while (chosen.length < 256 && count > 0) {
    let pick = 0;
    for (let at = 1; at < count; at++) if (far[at]! > far[pick]!) pick = at;
    chosen.push(candidates[pick]!);
    count--;
    [candidates[pick], far[pick]] = [candidates[count]!, far[count]!];
    moveAway(chosen.at(-1)!);
  }
}

/**
 * A card's colours, at most 256, so that a PNG pixel is one byte: the background as palette indices,
 * and the colour the title's ink makes over each colour at each coverage. Kept exactly: every colour
 * that fills an area (the design's own), and the ink. The other places go, one at a time, to the
 * colour farthest from any already chosen, among the background's edge colours and the ink at every
 * coverage over each flat colour: so the largest error is as small as 256 colours allow. A card's
 * edges lie between a few flat colours, which 256 colours sample a couple of levels apart.
 */
export class CardPalette implements Blending {
  /** Red, green, blue of each colour. */
  readonly colours: Uint8Array;
  /** The background, a palette index a pixel. */
  readonly indices: Uint8Array;
  /** At `under << 8 | alpha`, the index of the ink at `alpha` over the colour at `under`; -1 until needed. */
  readonly table = new Int16Array(256 * 256).fill(-1);
  readonly #packed: Int32Array;
  readonly #ink: Rgb;

  /** From an opaque background's pixels (4 bytes each, as resvg gives them) and the title's ink. */
  constructor(rgba: Uint8Array, ink: Rgb) {
    this.#ink = ink;
    const pixels = new Int32Array(rgba.length / 4);
    for (let at = 0; at < pixels.length; at++) pixels[at] = pack(rgba[at * 4]!, rgba[at * 4 + 1]!, rgba[at * 4 + 2]!);
    // Counted a run at a time: a card is long runs of one colour.
    const counts = new Map<number, number>();
    for (let at = 0, run = 0; at <= pixels.length; at++)
      if (at === pixels.length || pixels[at] !== pixels[run]) {
        counts.set(pixels[run]!, (counts.get(pixels[run]!) ?? 0) + at - run);
        run = at;
      }
    const flat = [...counts]
      .filter(([, count]) => count >= flatPixels)
      .sort(([a, countA], [b, countB]) => countB - countA || a - b);
    const chosen = [...new Set([pack(...ink), ...flat.map(([colour]) => colour)])].slice(0, 256);
    const candidates = new Set(counts.keys());
    for (const [under] of flat) for (let alpha = 1; alpha < 255; alpha++) candidates.add(over(under, ink, alpha));
    farthestFirst(chosen, Int32Array.from([...candidates].filter((colour) => !chosen.includes(colour))));
    this.#packed = Int32Array.from(chosen);
    this.colours = Uint8Array.from(chosen.flatMap((colour) => [colour >> 16, (colour >> 8) & 255, colour & 255]));
    const indexOf = new Map([...counts.keys()].map((colour) => [colour, nearest(this.#packed, colour)]));
    this.indices = new Uint8Array(pixels.length);
    for (let at = 0, index = 0; at < pixels.length; at++) {
      if (at === 0 || pixels[at] !== pixels[at - 1]) index = indexOf.get(pixels[at]!) ?? 0;
      this.indices[at] = index;
    }
  }

  /** The index nearest the ink at `alpha` (1–255) over the colour at index `under`, kept in `table`. */
  fill(under: number, alpha: number): number {
    return (this.table[(under << 8) | alpha] = nearest(this.#packed, over(this.#packed[under]!, this.#ink, alpha)));
  }
}
