/**
 * A client's motif: a small flat drawing of its trade (a cup for a coffee roaster, a truck for a
 * haulier) on a 48×48 grid, painted in three of the palette's colours so it sits on any surface.
 */
import { mix, WHITE, type Palette } from "./palette.ts";
import { type Attrs, g, transform } from "./svg.ts";

/** The colours a motif is painted in: its body, a second colour for details, and highlights cut into the body. */
export interface Ink {
  main: string;
  alt: string;
  light: string;
}

export interface Trade {
  /** Words in a client's name that tell this trade, e.g. /coffee|café/ for "Northwind Coffee". */
  words: RegExp;
  draw: (ink: Ink) => string;
}

/** Stroke-only attributes for lines drawn in a motif. */
export const outline = (color: string, width: number): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": width,
});

/** Ink for a motif on a white or tinted surface. */
export const inkOnLight = (p: Palette): Ink => ({ main: p.accent, alt: p.secondary, light: WHITE });

/** Ink for a motif on an accent or deep surface. */
export const inkOnBold = (p: Palette): Ink => ({
  main: WHITE,
  alt: p.secondarySoft,
  light: mix(p.accent, p.deep, 0.5),
});

/** Places a motif with its top-left corner at (x, y) and the given width. */
export function placeMotif(trade: Trade, x: number, y: number, size: number, ink: Ink): string {
  return g({ transform: transform(x, y, 0, size / 48) }, trade.draw(ink));
}
