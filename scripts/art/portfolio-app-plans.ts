/** App screens for planning and ordering: a booking calendar, habit rings, a menu, a field map. */
import { icon, type IconName } from "./icons.ts";
import { BAR, DARK, LINE, mix, PAPER, WHITE } from "./palette.ts";
import { type ScreenDrawing, screenHeader } from "./portfolio-app-money.ts";
import { inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { circle, d, instance, path, rect } from "./svg.ts";
import { bars, donut, pill } from "./ui.ts";

/** A map pin with its tip at (x, y). */
function pin(x: number, y: number, r: number, fill: string): string {
  return (
    path(d`M${x} ${y}L${x - r * 0.8} ${y - r * 1.3}a${r} ${r} 0 1 1 ${r * 1.6} 0z`, fill) +
    circle(x, y - r * 1.9, r * 0.4, WHITE)
  );
}

/** Booking: a month of days with one chosen, the free time slots that day, and a button to book. */
export const bookingScreen: ScreenDrawing = (doc, s, p, rng) => {
  const { x, y, w, h } = s;
  const cell = 20;
  const gx = Math.round(x + (w - 7 * cell) / 2);
  const gy = Math.round(y + 64);
  let out = bars(x + 18, y + 34, [84], DARK, 11);
  out += icon("chevron", x + w - 24, y + 40, 14, DARK, { weight: 2.6 });
  out += rect(gx, gy, 7 * cell, 5 * cell, 0, doc.pattern(rect(5, 8, 10, 5, 2.5, BAR), cell, cell, gx, gy));
  const day = rng.int(8, 26);
  const [col, row] = [day % 7, Math.floor(day / 7)];
  for (const free of [day - 2, day + 3, day + 5])
    out += circle(gx + (free % 7) * cell + 10, gy + Math.floor(free / 7) * cell + 18, 2, p.secondary);
  out +=
    circle(gx + col * cell + 10, gy + row * cell + 10, 11, p.accent) +
    rect(gx + col * cell + 5, gy + row * cell + 8, 10, 5, 2.5, WHITE);
  out += bars(x + 18, y + 184, [96], DARK, 9);
  const chosen = rng.int(0, 5);
  for (let i = 0; i < 6; i++) {
    const sx = x + 14 + (i % 2) * ((w - 28) / 2 + 4);
    const sy = y + 204 + Math.floor(i / 2) * 38;
    const sw = (w - 28) / 2 - 4;
    out +=
      i === chosen
        ? pill(sx, sy, sw, 30, p.accent, WHITE)
        : rect(sx, sy, sw, 30, 15, WHITE, { stroke: LINE, "stroke-width": 2 }) +
          rect(sx + 15, sy + 12, sw - 30, 6, 3, BAR);
  }
  out += pill(x + 14, y + h - 54, w - 28, 38, p.deep, WHITE);
  return out;
};

/** Habit tracker: today's rings filling up, the habits with their checks, and the week's streak. */
export const habitsScreen: ScreenDrawing = (_doc, s, p, rng) => {
  const { x, y, w } = s;
  const cx = x + w / 2;
  let out = bars(x + 18, y + 34, [100], DARK, 11) + bars(x + 18, y + 52, [64], BAR, 7);
  const rings: [number, string, string][] = [
    [54, p.accent, p.tint],
    [40, p.secondary, p.secondarySoft],
    [26, p.deep, LINE],
  ];
  for (const [r, color, track] of rings) out += donut(cx, y + 130, r, 11, [[rng.range(0.55, 0.9), color]], track);
  (["book", "heart", "star"] as IconName[]).forEach((glyph, i) => {
    const ry = y + 200 + i * 46;
    const done = i < 2;
    out += rect(x + 12, ry, w - 24, 38, 12, PAPER) + icon(glyph, x + 34, ry + 19, 16, p.accent, { weight: 2.4 });
    out += bars(x + 54, ry + 15, [rng.int(50, 70)], DARK, 8);
    out += done
      ? circle(x + w - 34, ry + 19, 11, p.accent) + icon("check", x + w - 34, ry + 19, 13, WHITE, { weight: 3 })
      : circle(x + w - 34, ry + 19, 10, WHITE, { stroke: BAR, "stroke-width": 2 });
  });
  for (let i = 0; i < 7; i++) out += circle(x + 30 + i * ((w - 60) / 6), y + 354, 7, i < 5 ? p.secondary : LINE);
  return out;
};

/** Ordering: the client's menu, each dish with its price and an add button, and the basket below. */
export const orderingScreen: ScreenDrawing = (doc, s, p, rng, work) => {
  const { x, y, w, h } = s;
  let out = rect(x + 14, y + 32, w - 28, 30, 15, PAPER, { stroke: LINE, "stroke-width": 2 });
  out += icon("search", x + 32, y + 47, 14, BAR, { weight: 2.6 }) + bars(x + 46, y + 44, [60], BAR, 6);
  out +=
    pill(x + 14, y + 72, 52, 24, p.accent, WHITE) +
    pill(x + 72, y + 72, 44, 24, LINE) +
    pill(x + 122, y + 72, 38, 24, LINE);
  const dish = doc.define(placeMotif(work.trade, 0, 0, 30, inkOnLight(p)));
  for (let i = 0; i < 4; i++) {
    const ry = y + 110 + i * 54;
    out += rect(x + 14, ry, 46, 46, 12, i % 2 ? p.secondarySoft : p.tint) + instance(dish, x + 22, ry + 8);
    out += bars(x + 70, ry + 6, [rng.int(50, 66)], DARK, 8) + bars(x + 70, ry + 19, [46], BAR, 6);
    out += bars(x + 70, ry + 32, [28], p.accent, 8);
    out += circle(x + w - 28, ry + 30, 11, p.accent) + icon("plus", x + w - 28, ry + 30, 12, WHITE, { weight: 3 });
  }
  out += rect(x + 14, y + h - 54, w - 28, 40, 20, p.deep) + circle(x + 36, y + h - 34, 11, WHITE);
  out +=
    bars(x + 32, y + h - 37, [8], p.deep, 6) +
    bars(x + 56, y + h - 37, [44], WHITE, 6) +
    bars(x + w - 56, y + h - 37, [30], WHITE, 6);
  return out;
};

/** Field app: a map of today's visits with pins, where you are, and the next visit in a sheet below. */
export const fieldScreen: ScreenDrawing = (doc, s, p, rng, work) => {
  const { x, y, w, h } = s;
  const top = screenHeader(s, 250, p.tint);
  let map = path(d`M${x - 10} ${y + 190}C${x + 50} ${y + 150} ${x + 90} ${y + 210} ${x + w + 10} ${y + 120}`, "none", {
    stroke: p.secondarySoft,
    "stroke-width": 14,
  });
  map += rect(x + w - 70, y + 20, 80, 70, 18, p.soft, { opacity: 0.6 });
  map += path(
    d`M${x + 40} ${y - 5}V${y + 260}M${x - 5} ${y + 90}H${x + w + 5}M${x + 110} ${y - 5}L${x + 80} ${y + 260}`,
    undefined,
    {
      stroke: WHITE,
      "stroke-width": 8,
    },
  );
  let out = top + `<g clip-path="${doc.clip(top)}">${map}</g>`;
  const spots = rng.shuffle([
    [x + 64, y + 80],
    [x + 128, y + 150],
    [x + 30, y + 170],
    [x + 140, y + 70],
  ]);
  spots.forEach(([px, py], i) => (out += pin(px!, py!, i ? 9 : 13, i ? p.accent : p.secondary)));
  out +=
    circle(x + 92, y + 206, 14, p.accent, { opacity: 0.2 }) +
    circle(x + 92, y + 206, 6, p.accent, { stroke: WHITE, "stroke-width": 3 });
  out += path(
    d`M${x} ${y + 250}V${y + 246}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18V${y + h - 22}a22 22 0 0 1-22 22H${x + 22}a22 22 0 0 1-22-22z`,
    WHITE,
  );
  out += rect(x + w / 2 - 18, y + 236, 36, 5, 2.5, BAR);
  out += circle(x + 36, y + 270, 18, p.tint) + placeMotif(work.trade, x + 24, y + 258, 24, inkOnLight(p));
  out += bars(x + 62, y + 260, [70], DARK, 8) + bars(x + 62, y + 274, [48], BAR, 6);
  out += pill(x + w - 58, y + 260, 42, 20, p.secondarySoft, mix(p.secondary, DARK, 0.3));
  out += icon("clock", x + 26, y + 314, 14, BAR, { weight: 2.4 }) + bars(x + 40, y + 311, [80], BAR, 6);
  out += pill(x + 14, y + h - 52, w - 28, 36, p.accent, WHITE);
  return out;
};
