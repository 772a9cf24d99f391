/**
 * Pieces the real estate pictures share (480×360, flat elevations standing on a ground line):
 * sky, lawn, trees, windows and fences, in natural materials with the page's palette for accents.
 */
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { circle, d, type Doc, ellipse, path, poly, rect } from "./svg.ts";

export const EW = 480;
export const EH = 360;
export const GROUND = 300;

export const LEAF = "#4d7c4a";
export const LEAF_DARK = "#3b6139";
export const LAWN = "#a7c78f";
export const BARK = "#6b4f3a";
export const GLASS = "#cfe3ea";

/** Sky wash, a low sun and the lawn or pavement the building stands on. */
export function setting(doc: Doc, p: Palette, ground = LAWN, sunX = 400): string {
  const sky = doc.linear([
    [0, mix(p.tint, p.soft, 0.35)],
    [1, WHITE],
  ]);
  return (
    rect(0, 0, EW, EH, 0, sky) +
    circle(sunX, 70, 26, mix(p.secondary, WHITE, 0.55)) +
    rect(0, GROUND, EW, EH - GROUND, 0, ground)
  );
}

/** Window with a frame, two panes and a sill; `lit` warms the glass. */
export function window(x: number, y: number, w: number, h: number, frame = WHITE, lit = false): string {
  return (
    rect(x - 3, y - 3, w + 6, h + 6, 2, frame) +
    rect(x, y, w, h, 1, lit ? "#fde68a" : GLASS) +
    path(d`M${x + w / 2} ${y}v${h}M${x} ${y + h * 0.45}h${w}`, "none", { stroke: frame, "stroke-width": 3 }) +
    rect(x - 6, y + h + 2, w + 12, 5, 1, mix(frame, DARK, 0.15))
  );
}

/** Deciduous tree: trunk and three overlapping crowns, darker on the shaded side. */
export function tree(x: number, base: number, h: number, crown = LEAF): string {
  const r = h * 0.3;
  return (
    rect(x - h * 0.04, base - h * 0.45, h * 0.08, h * 0.45, 2, BARK) +
    circle(x - r * 0.55, base - h * 0.55, r * 0.8, mix(crown, DARK, 0.15)) +
    circle(x + r * 0.5, base - h * 0.58, r * 0.85, crown) +
    circle(x, base - h * 0.78, r, crown)
  );
}

/** Conifer: stacked triangles on a short trunk. */
export function conifer(x: number, base: number, h: number, crown = LEAF_DARK): string {
  const w = h * 0.42;
  return (
    rect(x - 3, base - h * 0.16, 6, h * 0.16, 1, BARK) +
    poly(
      [
        [x - w / 2, base - h * 0.12],
        [x, base - h * 0.62],
        [x + w / 2, base - h * 0.12],
      ],
      crown,
    ) +
    poly(
      [
        [x - w * 0.38, base - h * 0.46],
        [x, base - h],
        [x + w * 0.38, base - h * 0.46],
      ],
      mix(crown, WHITE, 0.08),
    )
  );
}

/** Low clipped hedge along the ground. */
export function hedge(x: number, w: number, h = 22): string {
  return rect(x, GROUND - h, w, h + 4, h / 2, LEAF_DARK);
}

/** Picket fence from x to x + w. */
export function fence(x: number, w: number, colour = WHITE): string {
  let pickets = "";
  for (let px = x; px <= x + w; px += 12) pickets += d`M${px} ${GROUND + 6}V${GROUND - 22}`;
  return (
    path(pickets, "none", { stroke: colour, "stroke-width": 6, "stroke-linecap": "butt" }) +
    path(d`M${x} ${GROUND - 12}H${x + w}`, "none", { stroke: colour, "stroke-width": 4 })
  );
}

/** Soft contact shadow under a building. */
export function footing(x: number, w: number): string {
  return ellipse(x + w / 2, GROUND + 2, w * 0.6, 6, DARK, { opacity: 0.12 });
}
