/**
 * Reusable mock-up pieces: cards with soft shadows, device frames, charts and
 * "text" bars. Every family composes these so all art shares one visual language.
 */
import { BAR, DARK, INK, LINE, MUTED, WHITE } from "./palette.ts";
import { circle, d, type Doc, g, path, type Point, rect, smoothPath } from "./svg.ts";

/**
 * Soft drop shadow without a blur filter: two slightly larger, translucent
 * rounded rects offset below the card. A tight darker layer gives the contact
 * shadow and a wider faint one the falloff; more layers read as visible bands.
 * `tone` lets shadows pick up the palette hue.
 */
export function shadow(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  tone: string = INK,
  strength = 1,
): string {
  const layers: [spread: number, dy: number, opacity: number][] = [
    [1, 4, 0.07],
    [6, 10, 0.035],
  ];
  return g(
    { fill: tone },
    ...layers.map(([s, dy, o]) =>
      rect(x - s, y - s + dy, w + 2 * s, h + 2 * s, r + s, undefined, { opacity: o * strength }),
    ),
  );
}

export interface CardOptions {
  r?: number;
  fill?: string;
  /** Shadow tint colour, or false for a flat card. */
  tone?: string | false;
  strength?: number;
  stroke?: string;
}

export function card(x: number, y: number, w: number, h: number, o: CardOptions = {}): string {
  const r = o.r ?? 16;
  const s = o.tone === false ? "" : shadow(x, y, w, h, r, o.tone ?? INK, o.strength ?? 1);
  return s + rect(x, y, w, h, r, o.fill ?? WHITE, o.stroke ? { stroke: o.stroke } : {});
}

/** Mock "text": rounded bars, one per entry in `widths`, stacked with `gap`. */
export function bars(x: number, y: number, widths: readonly number[], fill: string = BAR, h = 8, gap = 14): string {
  return g({ fill }, ...widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2)));
}

/** Rounded pill (button / tag) with optional inner label bar. */
export function pill(x: number, y: number, w: number, h: number, fill: string, label?: string): string {
  return rect(x, y, w, h, h / 2, fill) + (label ? rect(x + h / 2, y + h / 2 - 3, w - h, 6, 3, label) : "");
}

/** Browser window: rounded frame, toolbar with traffic-light dots and an address bar. Content starts at y + 34. */
export function browser(x: number, y: number, w: number, h: number, o: { tone?: string; bar?: string } = {}): string {
  const r = 14;
  return (
    card(x, y, w, h, { r, tone: o.tone ?? INK }) +
    path(
      d`M${x} ${y + 34}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}V${y + 34}z`,
      o.bar ?? "#f1f5f9",
    ) +
    g(
      {},
      circle(x + 18, y + 17, 4.5, "#fb7185"),
      circle(x + 32, y + 17, 4.5, "#fbbf24"),
      circle(x + 46, y + 17, 4.5, "#34d399"),
    ) +
    rect(x + 66, y + 10, Math.min(w * 0.45, w - 90), 14, 7, WHITE)
  );
}

/** Phone: dark body, light screen and a camera pill. Screen area is inset by `b`. */
export function phone(x: number, y: number, w: number, h: number, screen: string = WHITE, tone: string = INK): string {
  const b = Math.max(5, w * 0.045);
  const r = w * 0.16;
  return (
    card(x, y, w, h, { r, fill: DARK, tone }) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, r - b, screen) +
    rect(x + w / 2 - w * 0.14, y + b + 6, w * 0.28, 8, 4, DARK)
  );
}

/** Inner screen box of a phone drawn with phone(): handy for laying out app UI. */
export function phoneScreen(
  x: number,
  y: number,
  w: number,
  h: number,
): { x: number; y: number; w: number; h: number } {
  const b = Math.max(5, w * 0.045);
  return { x: x + b, y: y + b, w: w - 2 * b, h: h - 2 * b };
}

/** Laptop seen from the front: bezel + light screen + a wider keyboard base. */
export function laptop(x: number, y: number, w: number, h: number, screen: string = WHITE, tone: string = INK): string {
  const b = 12;
  const baseW = w * 1.16;
  const bx = x - (baseW - w) / 2;
  return (
    shadow(bx, y + h - 6, baseW, 22, 10, tone) +
    rect(x, y, w, h, 18, DARK) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, 8, screen) +
    path(d`M${bx} ${y + h - 4}h${baseW}v6a10 10 0 0 1-10 10H${bx + 10}a10 10 0 0 1-10-10z`, "#cbd5e1") +
    rect(x + w / 2 - 40, y + h - 4, 80, 6, 3, MUTED)
  );
}

/** Smooth line chart with a gradient area under it. Values are 0..1 (1 = top). */
export function lineChart(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  color: string,
  o: { area?: boolean; width?: number; dot?: boolean } = {},
): string {
  const step = w / (values.length - 1);
  const pts: Point[] = values.map((v, i) => [x + i * step, y + h - v * h]);
  const curve = smoothPath(pts);
  const last = pts[pts.length - 1]!;
  let out = "";
  if (o.area !== false) {
    const fill = doc.linear([
      [0, color, 0.28],
      [1, color, 0],
    ]);
    out += path(curve + d`L${x + w} ${y + h}H${x}z`, fill);
  }
  out += path(curve, "none", { stroke: color, "stroke-width": o.width ?? 4 });
  if (o.dot !== false)
    out +=
      circle(last[0], last[1], 11, color, { opacity: 0.18 }) +
      circle(last[0], last[1], 5.5, WHITE, { stroke: color, "stroke-width": 3 });
  return out;
}

/** Faint horizontal grid lines behind charts. */
export function gridLines(x: number, y: number, w: number, h: number, rows: number, color: string = LINE): string {
  let dd = "";
  for (let i = 0; i <= rows; i++) dd += d`M${x} ${y + (h * i) / rows}h${w}`;
  return path(dd, "none", { stroke: color, "stroke-width": 1.5, "stroke-dasharray": "4 6" });
}

/** Bar chart with rounded tops; values are 0..1 of the height. */
export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colors: readonly string[],
  gapRatio = 0.45,
): string {
  const slot = w / values.length;
  const bw = slot * (1 - gapRatio);
  return values
    .map((v, i) => {
      const bh = Math.max(bw, v * h);
      return rect(x + i * slot + (slot - bw) / 2, y + h - bh, bw, bh, Math.min(8, bw / 2), colors[i % colors.length]);
    })
    .join("");
}

/** Donut chart built from dashed circles: each part is a fraction of the ring, drawn clockwise from 12 o'clock. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  width: number,
  parts: readonly (readonly [number, string])[],
  track: string = LINE,
): string {
  const c = 2 * Math.PI * r;
  let offset = 0;
  let out = circle(cx, cy, r, "none", { stroke: track, "stroke-width": width });
  for (const [frac, color] of parts) {
    out += circle(cx, cy, r, "none", {
      stroke: color,
      "stroke-width": width,
      "stroke-dasharray": `${(frac * c - 2).toFixed(1)} ${c.toFixed(1)}`,
      "stroke-dashoffset": (-offset * c).toFixed(1),
      transform: d`rotate(-90 ${cx} ${cy})`,
    });
    offset += frac;
  }
  return out;
}

export function progress(
  x: number,
  y: number,
  w: number,
  h: number,
  frac: number,
  color: string,
  track: string = LINE,
): string {
  return rect(x, y, w, h, h / 2, track) + rect(x, y, Math.max(h, w * frac), h, h / 2, color);
}

/** Tiny avatar for lists and chat: coloured disc, head and shoulders, no clip path needed. */
export function miniAvatar(
  cx: number,
  cy: number,
  r: number,
  bg: string,
  skin: string,
  hair: string,
  shirt = "#334155",
): string {
  const sx = r * 0.83;
  const sy = r * 0.55;
  const hx = cx;
  const hy = cy - r * 0.12;
  const hr = r * 0.32;
  return g(
    {},
    circle(cx, cy, r, bg),
    // Shoulders: a curve across the lower disc closed by the disc's own arc so it never spills outside.
    path(
      d`M${cx - sx} ${cy + sy}C${cx - r * 0.6} ${cy + r * 0.2} ${cx + r * 0.6} ${cy + r * 0.2} ${cx + sx} ${cy + sy}A${r} ${r} 0 0 1 ${cx - sx} ${cy + sy}z`,
      shirt,
    ),
    circle(hx, hy, hr, skin),
    // Hair cap: top half of the head with a gently curved fringe.
    path(
      d`M${hx - hr * 1.05} ${hy}A${hr * 1.05} ${hr * 1.05} 0 0 1 ${hx + hr * 1.05} ${hy}Q${hx} ${hy - hr * 0.6} ${hx - hr * 1.05} ${hy}z`,
      hair,
    ),
  );
}

/** Sparkle / plus marks used as decorative confetti. */
export function sparkle(x: number, y: number, size: number, color: string, width = 3): string {
  return path(d`M${x - size} ${y}h${size * 2}M${x} ${y - size}v${size * 2}`, "none", {
    stroke: color,
    "stroke-width": width,
  });
}

/** Round badge with a centred glyph (pass markup for the glyph). */
export function badge(cx: number, cy: number, r: number, fill: string, glyph: string, ring?: string): string {
  return (ring ? circle(cx, cy, r + 6, ring) : "") + circle(cx, cy, r, fill) + glyph;
}

/** Dashed connector, e.g. from a hub card to satellite icons. */
export function dashed(points: readonly Point[], color: string, width = 2.5, dash = "2 8"): string {
  return path(smoothPath(points), "none", { stroke: color, "stroke-width": width, "stroke-dasharray": dash });
}
