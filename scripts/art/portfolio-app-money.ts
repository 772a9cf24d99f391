/** App screens about money and trips: a bank's balance, a wallet's cards, a stamp card, a boarding pass. */
import { icon, type IconName } from "./icons.ts";
import { BAR, DARK, LINE, mix, PAPER, SUCCESS, WHITE, type Palette } from "./palette.ts";
import { inkOnBold, placeMotif } from "./portfolio-motif.ts";
import type { Work } from "./portfolio-work.ts";
import { TRADES } from "./portfolio-trades.ts";
import type { Rng } from "./random.ts";
import { circle, d, type Doc, instance, path, rect } from "./svg.ts";
import { bars, pill, progress } from "./ui.ts";

export interface Screen {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type ScreenDrawing = (doc: Doc, s: Screen, p: Palette, rng: Rng, work: Work) => string;

/** A coloured band across the top of a phone screen, following the screen's rounded corners. */
export function screenHeader(s: Screen, height: number, fill: string): string {
  const { x, y, w } = s;
  return path(d`M${x} ${y + height}V${y + 22}a22 22 0 0 1 22-22h${w - 44}a22 22 0 0 1 22 22V${y + height}z`, fill);
}

/** Banking: the balance on a coloured header, quick actions, then the latest transactions. */
export const bankingScreen: ScreenDrawing = (_doc, s, p, rng) => {
  const { x, y, w } = s;
  let out = screenHeader(s, 156, p.accent);
  out += bars(x + 18, y + 40, [60], mix(p.accent, WHITE, 0.5), 7) + bars(x + 18, y + 56, [112], WHITE, 18);
  (["plus", "arrowUp", "clock"] as IconName[]).forEach((glyph, i) => {
    const cx = x + 38 + i * 48;
    out += circle(cx, y + 114, 17, mix(p.accent, WHITE, 0.25)) + icon(glyph, cx, y + 114, 16, WHITE, { weight: 2.6 });
  });
  out += bars(x + 18, y + 174, [84], DARK, 9) + bars(x + w - 54, y + 175, [36], p.accent, 7);
  (["cart", "home", "arrowUp"] as IconName[]).forEach((glyph, i) => {
    const ry = y + 198 + i * 46;
    out += circle(x + 34, ry + 18, 15, p.tint) + icon(glyph, x + 34, ry + 18, 15, p.accent, { weight: 2.4 });
    out += bars(x + 58, ry + 8, [rng.int(40, 52)], DARK, 8) + bars(x + 58, ry + 22, [30], BAR, 6);
    out += rect(x + w - 50, ry + 11, 34, 8, 4, glyph === "arrowUp" ? SUCCESS : BAR);
  });
  out += path(d`M${x} ${s.y + s.h - 52}h${w}`, undefined, { stroke: LINE, "stroke-width": 2 });
  (["home", "cart", "users"] as IconName[]).forEach((glyph, i) => {
    out += icon(glyph, x + 38 + i * 48, s.y + s.h - 28, 18, i ? BAR : p.accent, { weight: 2.4 });
  });
  return out;
};

/** Wallet: the client's cards fanned in a stack, then recent payments. */
export const walletScreen: ScreenDrawing = (doc, s, p, rng, work) => {
  const { x, y, w } = s;
  let out = bars(x + 18, y + 36, [90], DARK, 11) + circle(x + w - 30, y + 41, 13, p.tint);
  out += icon("plus", x + w - 30, y + 41, 14, p.accent, { weight: 2.6 });
  const fills = [
    p.secondary,
    p.deep,
    doc.linear(
      [
        [0, p.accent],
        [1, p.deep],
      ],
      0,
      0,
      1,
      1,
    ),
  ];
  fills.forEach((fill, i) => {
    const cy = y + 66 + i * 30;
    out += rect(x + 14, cy, w - 28, 104, 14, fill);
    if (i < 2) out += bars(x + 30, cy + 10, [48], WHITE, 6);
  });
  const fy = y + 126;
  out += rect(x + 30, fy + 20, 28, 20, 5, "#fcd34d");
  for (let i = 0; i < 3; i++) out += bars(x + 30 + i * 38, fy + 58, [30], WHITE, 7);
  out += bars(x + 30, fy + 78, [64], mix(p.accent, WHITE, 0.5), 6);
  out += placeMotif(work.trade, x + w - 52, fy + 14, 26, inkOnBold(p));
  out += bars(x + 18, y + 250, [70], DARK, 9);
  for (let i = 0; i < 3; i++) {
    const ry = y + 270 + i * 38;
    out += rect(x + 14, ry, 30, 30, 9, i === 1 ? p.secondarySoft : p.tint);
    out += bars(x + 54, ry + 6, [rng.int(44, 64)], DARK, 7) + bars(x + 54, ry + 19, [30], BAR, 6);
    out += rect(x + w - 56, ry + 10, 38, 8, 4, BAR);
  }
  return out;
};

/** Loyalty: the client's stamp card, most stamps earned, and how far the next reward is. */
export const loyaltyScreen: ScreenDrawing = (doc, s, p, rng, work) => {
  const { x, y, w, h } = s;
  let out = screenHeader(s, 150, p.accent);
  out += circle(x + w / 2, y + 72, 32, mix(p.accent, WHITE, 0.2));
  out += placeMotif(work.trade, x + w / 2 - 20, y + 52, 40, inkOnBold(p));
  out += bars(x + w / 2 - 45, y + 118, [90], WHITE, 9);
  out += rect(x + 12, y + 166, w - 24, 112, 16, WHITE, { stroke: LINE, "stroke-width": 2 });
  out += bars(x + 26, y + 180, [70], DARK, 8);
  const stamp = doc.define(circle(0, 0, 13, p.accent) + placeMotif(work.trade, -8, -8, 16, inkOnBold(p)));
  const earned = rng.int(6, 8);
  const gap = (w - 24 - 52) / 4;
  for (let i = 0; i < 10; i++) {
    const cx = x + 38 + (i % 5) * gap;
    const cy = y + 214 + Math.floor(i / 5) * 36;
    out +=
      i < earned
        ? instance(stamp, cx, cy)
        : circle(cx, cy, 12, "none", { stroke: BAR, "stroke-width": 2, "stroke-dasharray": "4 4" });
  }
  out += bars(x + 18, y + 296, [110], BAR, 7) + progress(x + 18, y + 312, w - 36, 10, earned / 10, p.secondary);
  out += pill(x + 18, y + h - 54, w - 36, 36, p.accent, WHITE);
  return out;
};

/** Travel: a boarding pass, torn along a dotted line above its seat details and barcode. */
export const travelScreen: ScreenDrawing = (_doc, s, p, rng) => {
  const { x, y, w } = s;
  const top = y + 62;
  let out = bars(x + 18, y + 34, [96], DARK, 11);
  out += rect(x + 14, top, w - 28, 280, 16, PAPER, { stroke: LINE, "stroke-width": 2 });
  out += path(
    d`M${x + 14} ${top + 130}V${top + 16}a16 16 0 0 1 16-16h${w - 60}a16 16 0 0 1 16 16V${top + 130}z`,
    p.accent,
  );
  const light = mix(p.accent, WHITE, 0.55);
  out += bars(x + 28, top + 20, [26], light, 6) + bars(x + w - 54, top + 20, [26], light, 6);
  out += bars(x + 28, top + 36, [40], WHITE, 20) + bars(x + w - 68, top + 36, [40], WHITE, 20);
  out += path(d`M${x + 74} ${top + 46}h${w - 148}`, undefined, {
    stroke: light,
    "stroke-width": 2,
    "stroke-dasharray": "3 5",
  });
  out += placeMotif(TRADES.travel, x + w / 2 - 12, top + 34, 24, inkOnBold(p));
  out += bars(x + 28, top + 82, [44, 30], light, 6, 14) + bars(x + w - 72, top + 82, [44, 30], light, 6, 14);
  out += circle(x + 14, top + 140, 9, WHITE) + circle(x + w - 14, top + 140, 9, WHITE);
  out += path(d`M${x + 30} ${top + 140}h${w - 60}`, undefined, {
    stroke: BAR,
    "stroke-width": 2,
    "stroke-dasharray": "4 6",
  });
  for (let i = 0; i < 3; i++)
    out += bars(x + 28 + i * 44, top + 158, [30], BAR, 6) + bars(x + 28 + i * 44, top + 172, [26], DARK, 10);
  let code = "";
  for (let bx = x + 30; bx < x + w - 34; bx += rng.int(5, 8)) code += d`M${bx} ${top + 206}v42`;
  out += path(code, undefined, { stroke: DARK, "stroke-width": 2.5 });
  return out;
};
