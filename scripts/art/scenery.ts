/**
 * Scenery helpers shared by the editorial families (blog, portfolio):
 * backgrounds, leaves, clouds and floating stat cards.
 */
import { icon, type IconName } from "./icons.ts";
import { mix, WHITE, type Palette } from "./palette.ts";
import type { Rng } from "./random.ts";
import { circle, d, type Doc, g, path, rect, transform } from "./svg.ts";
import { bars, card } from "./ui.ts";

/**
 * Full-bleed background: a diagonal wash from the palette tint plus two large
 * translucent blobs. The blob corner is seeded so neighbouring thumbnails in a
 * grid don't all have the same highlight in the same place.
 */
export function backdrop(doc: Doc, p: Palette, rng: Rng, opts: { dots?: boolean } = {}): string {
  const { width: w, height: h } = doc;
  const wash = doc.linear(
    [
      [0, p.tint],
      [1, mix(p.soft, WHITE, 0.55)],
    ],
    0,
    0,
    1,
    1,
  );
  const corner = rng.int(0, 3);
  const bx = corner % 2 === 0 ? w * rng.range(0.08, 0.22) : w * rng.range(0.78, 0.92);
  const by = corner < 2 ? h * rng.range(0.1, 0.25) : h * rng.range(0.75, 0.9);
  let out = rect(0, 0, w, h, 0, wash);
  out += circle(bx, by, h * rng.range(0.42, 0.55), p.soft, { opacity: 0.35 });
  out += circle(w - bx, h - by, h * rng.range(0.16, 0.24), p.secondarySoft, { opacity: 0.55 });
  if (opts.dots ?? rng.chance(0.5)) {
    // A small patch of dot grid in the corner opposite the big blob adds texture without noise.
    const px = corner % 2 === 0 ? w - 190 : 40;
    const py = corner < 2 ? h - 150 : 36;
    out += rect(...snapToGrid(px, py, 150, 112, 18), 0, doc.dots(p.soft, 18, 2), { opacity: 0.8 });
  }
  return out;
}

/**
 * Align a rect to the pattern cell grid (patterns tile from the origin) so its
 * edges fall between dots and never slice a dot in half.
 */
function snapToGrid(x: number, y: number, w: number, h: number, gap: number): [number, number, number, number] {
  const sx = Math.round(x / gap) * gap;
  const sy = Math.round(y / gap) * gap;
  return [sx, sy, Math.max(gap, Math.round(w / gap) * gap), Math.max(gap, Math.round(h / gap) * gap)];
}

/** Leaf with its base at (x, y), pointing up before rotation by `angle` degrees. */
export function leaf(
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  color: string,
  vein?: string,
): string {
  const w = width / 2;
  const shape = path(
    d`M0 0C${w * 1.2} ${-len * 0.3} ${w} ${-len * 0.8} 0 ${-len}C${-w} ${-len * 0.8} ${-w * 1.2} ${-len * 0.3} 0 0z`,
    color,
  );
  const v = vein
    ? path(d`M0 ${-len * 0.08}Q${w * 0.15} ${-len * 0.5} 0 ${-len * 0.85}`, "none", {
        stroke: vein,
        "stroke-width": 2,
        opacity: 0.6,
      })
    : "";
  return g({ transform: transform(x, y, angle) }, shape, v);
}

/** Puffy cloud made from a pill plus two circles. */
export function cloud(x: number, y: number, w: number, color: string = WHITE, opacity = 0.9): string {
  const h = w * 0.3;
  return g(
    { fill: color, opacity },
    rect(x, y, w, h, h / 2),
    circle(x + w * 0.35, y + h * 0.1, h * 0.62),
    circle(x + w * 0.62, y, h * 0.8),
  );
}

/** Floating stat card: round icon badge + two bars. Used as "insight" callouts around devices. */
export function statCard(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  glyph: IconName,
  o: { color?: string; bg?: string; barColor?: string } = {},
): string {
  const color = o.color ?? p.accent;
  const r = Math.min(h * 0.28, 22);
  const cy = y + h / 2;
  return (
    card(x, y, w, h, { r: 14, tone: p.deep }) +
    circle(x + 16 + r, cy, r, o.bg ?? mix(color, WHITE, 0.85)) +
    icon(glyph, x + 16 + r, cy, r * 1.05, color, { weight: 2.6 }) +
    bars(x + 30 + 2 * r, cy - 12, [w - 62 - 2 * r], o.barColor ?? p.deep, 9) +
    bars(x + 30 + 2 * r, cy + 4, [(w - 62 - 2 * r) * 0.6], "#cbd5e1", 8)
  );
}

/**
 * Soft round glow behind a mock-up for art that sits on the page background
 * (heroes, section images): no full-bleed rect, so it blends with any section colour.
 */
export function softBlob(doc: Doc, p: Palette, cx: number, cy: number, r: number): string {
  const fill = doc.linear(
    [
      [0, p.soft, 0.55],
      [1, p.tint, 0.9],
    ],
    0,
    0,
    1,
    1,
  );
  return circle(cx, cy, r, fill);
}

/** Dot-grid patch (texture accent for transparent-background art). */
export function dotPatch(doc: Doc, p: Palette, x: number, y: number, w: number, h: number, gap = 16): string {
  return rect(...snapToGrid(x, y, w, h, gap), 0, doc.dots(p.soft, gap, 2));
}
