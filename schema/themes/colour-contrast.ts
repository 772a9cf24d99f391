import { converter, formatHex, toGamut, wcagContrast } from "culori";

/** WCAG AA's least contrast for text of body size. */
export const aaContrast = 4.5;

const toOklch = converter("oklch");
const intoSrgb = toGamut("rgb", "oklch");

/** How far apart two colours read, as WCAG measures it: 1 (the same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/**
 * A ratio as a message shows it: cut, never rounded, to one decimal, so a ratio that fails never reads
 * as the 4.5 it misses.
 */
export function shownRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/** A colour in OKLCH moved into sRGB (chroma reduced, as CSS Color 4 maps gamut), as six-digit hex. */
export function oklchHex(lightness: number, chroma: number, hue: number | undefined): string {
  return formatHex(intoSrgb({ mode: "oklch", l: lightness, c: chroma, h: hue }));
}

/** A colour's lightness, chroma and hue in OKLCH. */
export function oklchOf(colour: string): { l: number; c: number; h: number | undefined } {
  const { l, c, h } = toOklch(colour) ?? { l: 0, c: 0, h: undefined };
  return { l, c, h };
}

/** Steps of OKLCH lightness tried: fine enough that no hex colour between two steps is skipped for long. */
const lightnessStep = 0.002;

/**
 * The passing colour nearest to `colour`: the same hue and chroma in OKLCH, its lightness moved the
 * least distance, up or down, until `passes` accepts the colour as sRGB hex. Undefined when no lightness
 * does.
 */
export function nearestPassing(colour: string, passes: (hex: string) => boolean): string | undefined {
  const { l, c, h } = oklchOf(colour);
  for (let distance = lightnessStep; distance <= 1; distance += lightnessStep) {
    for (const lightness of [Math.max(0, l - distance), Math.min(1, l + distance)]) {
      const hex = oklchHex(lightness, c, h);
      if (passes(hex)) return hex;
    }
  }
  return undefined;
}
