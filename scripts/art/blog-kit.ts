/**
 * The pieces blog scenes share (800×520): the scene signature and the props several subjects draw,
 * such as a server rack, a gauge, a search bar or a row of stars.
 */
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE, type Palette } from "./palette.ts";
import { Rng } from "./random.ts";
import { circle, d, Doc, ellipse, g, path, rect } from "./svg.ts";
import { bars, card } from "./ui.ts";

export const W = 800;
export const H = 520;

/** Draws one post's picture into the document, in the palette it is given. */
export type Scene = (doc: Doc, p: Palette, rng: Rng) => void;

/** One picture: the scene drawn on its own document, its details seeded by `seed`. */
export function drawScene(scene: Scene, seed: string, p: Palette): string {
  const doc = new Doc(W, H, seed);
  scene(doc, p, new Rng(seed));
  return doc.toString();
}

/** Rising-but-wobbly series for charts: reads as "growth" without looking fake-perfect. */
export function risingSeries(rng: Rng, count: number, start = 0.15, end = 0.85): number[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const wobble = i === 0 || i === count - 1 ? 0 : rng.range(-0.12, 0.12);
    return Math.min(0.95, Math.max(0.05, start + (end - start) * t + wobble));
  });
}

/** Ground shadow under objects standing on an implied floor. */
export function floorShadow(cx: number, cy: number, rx: number, tone: string): string {
  return ellipse(cx, cy, rx, rx * 0.06, tone, { opacity: 0.12 });
}

/** A server rack: a dark cabinet of `units` slots (one tiled cell), each with vents and a status light. */
export function rack(doc: Doc, x: number, y: number, w: number, units: number, p: Palette, alert = -1): string {
  const unit = 34;
  const cell =
    rect(0, 0, w - 20, unit - 6, 5, mix(DARK, WHITE, 0.12)) +
    bars(12, 8, [w * 0.34, w * 0.34], mix(DARK, WHITE, 0.3), 3, 8) +
    circle(w - 38, 14, 4.5, SUCCESS) +
    circle(w - 54, 14, 4.5, p.soft);
  return (
    card(x, y, w, units * unit + 14, { r: 12, fill: DARK, tone: p.deep }) +
    rect(x + 10, y + 10, w - 20, units * unit, 0, doc.pattern(cell, w - 20, unit, x + 10, y + 10)) +
    (alert >= 0 ? circle(x + w - 28, y + 24 + alert * unit, 4.5, "#ef4444") : "")
  );
}

/** Half-circle gauge with a needle at `value` (0..1, left to right). */
export function gauge(cx: number, cy: number, r: number, value: number, p: Palette): string {
  const arc = (from: number, to: number) => {
    const a0 = Math.PI * (1 + from);
    const a1 = Math.PI * (1 + to);
    return d`M${cx + Math.cos(a0) * r} ${cy + Math.sin(a0) * r}A${r} ${r} 0 0 1 ${cx + Math.cos(a1) * r} ${cy + Math.sin(a1) * r}`;
  };
  const a = Math.PI * (1 + value);
  return (
    path(arc(0, 0.32), "none", { stroke: p.secondarySoft, "stroke-width": r * 0.22 }) +
    path(arc(0.35, 0.64), "none", { stroke: p.soft, "stroke-width": r * 0.22 }) +
    path(arc(0.67, 1), "none", { stroke: p.accent, "stroke-width": r * 0.22 }) +
    path(d`M${cx} ${cy}L${cx + Math.cos(a) * r * 0.78} ${cy + Math.sin(a) * r * 0.78}`, "none", {
      stroke: DARK,
      "stroke-width": r * 0.08,
    }) +
    circle(cx, cy, r * 0.1, DARK)
  );
}

/** Search field: rounded box with a magnifier and typed words. */
export function searchBar(x: number, y: number, w: number, p: Palette, typed: readonly number[] = [120]): string {
  return (
    rect(x, y, w, 44, 22, WHITE, { stroke: LINE, "stroke-width": 2 }) +
    icon("search", x + 26, y + 22, 20, p.accent, { weight: 2.6 }) +
    g(
      {},
      ...typed.map((tw, i) => bars(x + 48 + typed.slice(0, i).reduce((s, v) => s + v + 8, 0), y + 18, [tw], DARK, 8)),
    )
  );
}

/** Five stars, the first `filled` in the highlight colour. */
export function stars(x: number, y: number, size: number, filled: number, color: string): string {
  let out = "";
  for (let i = 0; i < 5; i++)
    out += icon("star", x + i * size * 1.1 + size / 2, y, size, i < filled ? color : BAR, { filled: true });
  return out;
}

/** Ticked or open check box followed by a line of text. */
export function checkRow(x: number, y: number, width: number, done: boolean, p: Palette): string {
  return (
    rect(x, y, 22, 22, 7, done ? p.accent : WHITE, done ? {} : { stroke: BAR, "stroke-width": 2 }) +
    (done ? icon("check", x + 11, y + 11, 16, WHITE, { weight: 3 }) : "") +
    bars(x + 34, y + 7, [width], done ? BAR : DARK, 8)
  );
}

/** Round badge with a line icon: the callout that names what a card is about. */
export function iconBadge(cx: number, cy: number, r: number, glyph: Parameters<typeof icon>[0], color: string): string {
  return circle(cx, cy, r, mix(color, WHITE, 0.85)) + icon(glyph, cx, cy, r * 1.1, color, { weight: 2.4 });
}
