/** Motifs of clients who make or sell food and drink. */
import { type Trade, outline } from "./portfolio-motif.ts";
import { circle, ellipse, g, path, rect } from "./svg.ts";

export const FOOD_TRADES = {
  coffee: {
    words: /\bcoffee|\bcaf[eé]/i,
    draw: (k) =>
      path("M7 17h30v9c0 9-6.7 16-15 16S7 35 7 26z", k.main) +
      path("M37 21h2a6 6 0 0 1 0 12h-3", undefined, outline(k.main, 4)) +
      path("M17 3c-3 3 3 6 0 9M27 3c-3 3 3 6 0 9M4 46h36", undefined, outline(k.alt, 3.5)),
  },
  wine: {
    words: /\bvine|\bwine/i,
    draw: (k) =>
      g({ fill: k.main }, ...[12, 24, 36].map((x) => circle(x, 20, 6)), circle(18, 31, 6), circle(30, 31, 6)) +
      circle(24, 42, 6, k.main) +
      path("M24 14C20 6 28 1 38 3c-2 8-7 11-14 11z", k.alt) +
      path("M24 14V5", undefined, outline(k.alt, 3)),
  },
  bakery: {
    words: /\bbakery|\bbread|\bpastr/i,
    draw: (k) =>
      path("M4 26c0-9 9-14 20-14s20 5 20 14c0 3-2 4-4 4v12a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4V30c-2 0-4-1-4-4z", k.main) +
      path("M16 19l-3 7M25 18l-3 8M34 19l-3 7", undefined, outline(k.light, 3)) +
      path("M8 36h32", undefined, outline(k.alt, 3)),
  },
  kitchen: {
    words: /\bkitchen|\brestaurant|\bbistro/i,
    draw: (k) =>
      path("M6 22h36v14a8 8 0 0 1-8 8H14a8 8 0 0 1-8-8z", k.main) +
      path("M1 25h5M42 25h5M4 18h40", undefined, outline(k.alt, 4)) +
      rect(20, 11, 8, 5, 2, k.alt) +
      path("M15 2c-2 2 2 4 0 6M33 2c-2 2 2 4 0 6", undefined, outline(k.alt, 2.5)) +
      path("M13 30h22", undefined, outline(k.light, 3)),
  },
  cider: {
    words: /\bcider|\borchard|\bapple/i,
    draw: (k) =>
      path("M24 15c-6-4-18-3-18 10 0 11 8 20 13 20 2 0 3-1 5-1s3 1 5 1c5 0 13-9 13-20 0-13-12-14-18-10z", k.main) +
      path("M24 15c0-4 1-8 4-11", undefined, outline(k.alt, 3)) +
      path("M28 9c3-5 9-6 13-4-2 5-8 6-13 4z", k.alt) +
      path("M13 24c0-3 2-5 5-5", undefined, outline(k.light, 3)),
  },
  tea: {
    words: /\btea\b/i,
    draw: (k) =>
      path("M36 32l8-11", undefined, outline(k.main, 4.5)) +
      path("M10 24H7a5 5 0 0 0 0 10h3", undefined, outline(k.main, 3.5)) +
      path("M8 31a16 14 0 0 1 32 0v1a12 12 0 0 1-12 12h-8A12 12 0 0 1 8 32z", k.main) +
      path("M15 18a9 5 0 0 1 18 0z", k.alt) +
      circle(24, 11, 3, k.alt) +
      path("M24 38c-5-2-6-8-1-12 5 3 5 9 1 12z", k.light),
  },
  market: {
    words: /\bmarket|\bgrocer/i,
    draw: (k) =>
      path("M14 20l8-14M34 20l-8-14", undefined, outline(k.alt, 3.5)) +
      path("M4 20h40l-5 24H9z", k.main) +
      path("M16 26l2 13M24 26v13M32 26l-2 13", undefined, outline(k.light, 2.5)) +
      circle(38, 12, 5, k.alt),
  },
  honey: {
    words: /\bhoney|\bbees?\b|\bapiar/i,
    draw: (k) =>
      rect(12, 6, 24, 8, 3, k.alt) +
      path("M14 14h20c4 4 6 8 6 14v13a5 5 0 0 1-5 5H13a5 5 0 0 1-5-5V28c0-6 2-10 6-14z", k.main) +
      rect(12, 24, 24, 15, 3, k.light) +
      path("M24 26.5l5 2.9v5.8l-5 2.9-5-2.9v-5.8z", k.alt) +
      path("M30 14v4", undefined, outline(k.alt, 3)),
  },
  sushi: {
    words: /\bsushi|\bramen/i,
    draw: (k) =>
      path("M5 32c0-5 7-7 19-7s19 2 19 7v4c0 4-7 7-19 7S5 40 5 36z", k.alt) +
      path("M4 27c4-8 14-13 24-13s16 4 16 10c0 3-2 4-5 4H8c-3 0-5-1-4-1z", k.main) +
      path("M16 17l-3 8M25 15l-3 11M34 16l-3 10", undefined, outline(k.light, 2.5)),
  },
  brewing: {
    words: /\bbrew|\bbeer|\bale\b/i,
    draw: (k) =>
      path("M32 20h5a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4h-5", undefined, outline(k.main, 4)) +
      path("M8 14h24v28a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z", k.main) +
      path("M6 15a5 5 0 0 1 6-7 6 6 0 0 1 10-3 6 6 0 0 1 10 3 4 4 0 0 1 2 7z", k.alt) +
      path("M15 23v15M25 23v15", undefined, outline(k.light, 2.5)),
  },
  water: {
    words: /\bwater\b|\bspring/i,
    draw: (k) =>
      path("M24 3c6 11 16 19 16 28a16 16 0 0 1-32 0c0-9 10-17 16-28z", k.main) +
      path("M15 31a9 9 0 0 0 8 9", undefined, outline(k.light, 3)) +
      path("M2 46c4-2 8-2 11 0s8 2 11 0 8-2 11 0 8 2 11 0", undefined, outline(k.alt, 2.5)),
  },
  farms: {
    words: /\bfarms?\b|\bbarn/i,
    draw: (k) =>
      path("M4 20L24 6l20 14v24H4z", k.main) +
      path("M2 21L24 5l22 16", undefined, outline(k.alt, 3)) +
      rect(16, 28, 16, 16, 0, k.light) +
      path("M16 28l16 16M32 28L16 44", undefined, outline(k.main, 2)) +
      rect(21, 14, 6, 6, 1, k.alt),
  },
  florist: {
    words: /\bflorist|\bflowers?\b|\bbloom/i,
    draw: (k) =>
      path("M10 46C12 30 20 18 36 8M22 23l-4 3M29 15l2 4", undefined, outline(k.alt, 3)) +
      path("M12 38c-7-1-10-7-9-12 6 2 9 6 9 12z", k.alt) +
      g(
        { fill: k.main },
        ...[
          [18, 25],
          [31, 18],
          [40, 6],
        ].map(([x, y]) => path(`M${x} ${y}c-5 0-7 4-7 10l-2 3h18l-2-3c0-6-2-10-7-10z`)),
      ),
  },
  knitwear: {
    words: /\bknit|\byarn|\bwool/i,
    draw: (k) =>
      path("M6 4l30 34M42 4L12 38", undefined, outline(k.alt, 3)) +
      circle(24, 27, 16, k.main) +
      path("M11 19c10 2 18 10 20 22M9 29c8 0 16 6 18 13M18 12c10 4 17 12 21 22", undefined, outline(k.light, 2)) +
      ellipse(6, 44, 4, 2, k.alt),
  },
} satisfies Record<string, Trade>;
