/** Motifs of clients who make or sell things: stationery, books, furniture, gadgets, software. */
import { type Trade, outline } from "./portfolio-motif.ts";
import { circle, d, ellipse, g, path, rect } from "./svg.ts";

/** Three blades round a hub, each a thin triangle, a third of a turn apart. */
function turbineBlades(cx: number, cy: number, length: number): string {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    const [ux, uy, px, py] = [Math.cos(a), Math.sin(a), -Math.sin(a) * 3.4, Math.cos(a) * 3.4];
    out += d`M${cx + px} ${cy + py}L${cx + ux * length} ${cy + uy * length}L${cx - px} ${cy - py}z`;
  }
  return out;
}

export const GOODS_TRADES = {
  stationery: {
    words: /\bquill|\bstationer|\bpaper/i,
    draw: (k) =>
      path("M42 3C26 5 14 15 11 33l5 3C24 22 33 14 42 3z", k.main) +
      path("M6 42L24 22", undefined, outline(k.alt, 3)) +
      rect(28, 34, 14, 12, 3, k.alt) +
      rect(31, 30, 8, 4, 1, k.main),
  },
  goods: {
    words: /\bgoods|\bstore|\bshop\b/i,
    draw: (k) =>
      path("M17 16v-4a7 7 0 0 1 14 0v4", undefined, outline(k.alt, 3.5)) +
      path("M8 16h32l-3 29H11z", k.main) +
      path("M24 40c-6-4-6-12 0-18 6 6 6 14 0 18z", k.light),
  },
  books: {
    words: /\bbooks?\b|\bbookshop/i,
    draw: (k) =>
      path("M24 10C18 6 10 5 3 7v32c7-2 15-1 21 3z", k.main) +
      path("M24 10c6-4 14-5 21-3v32c-7-2-15-1-21 3z", k.alt) +
      path("M8 15c4-1 8 0 11 1M8 21c4-1 8 0 11 1M8 27c4-1 8 0 11 1", undefined, outline(k.light, 2)),
  },
  library: {
    words: /\blibrar/i,
    draw: (k) =>
      rect(5, 36, 38, 9, 2, k.main) +
      rect(9, 26, 32, 10, 2, k.alt) +
      rect(7, 16, 30, 10, 2, k.main) +
      path("M11 40.5h20M14 31h18M11 21h16", undefined, outline(k.light, 2)) +
      path("M30 3l7 2-3 11h-7z", k.alt),
  },
  interiors: {
    words: /\binterior|\bfurniture/i,
    draw: (k) =>
      path("M8 38v7M40 38v7", undefined, outline(k.main, 4)) +
      path("M10 6h28a4 4 0 0 1 4 4v14H6V10a4 4 0 0 1 4-4z", k.main) +
      path("M2 22a4 4 0 0 1 8 0v7h28v-7a4 4 0 0 1 8 0v16H2z", k.alt),
  },
  optics: {
    words: /\boptic|\beyewear|\bglasses/i,
    draw: (k) =>
      g({ fill: k.alt, opacity: 0.45 }, circle(13, 26, 8), circle(35, 26, 8)) +
      g(outline(k.main, 4), circle(13, 26, 9), circle(35, 26, 9)) +
      path("M22 25c1-2 3-2 4 0M4 23L2 14M44 23l2-9", undefined, outline(k.main, 3)),
  },
  photography: {
    words: /\bphoto/i,
    draw: (k) =>
      path("M6 14h8l4-6h12l4 6h8a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z", k.main) +
      circle(24, 28, 10, k.light) +
      circle(24, 28, 6, k.alt) +
      rect(35, 18, 6, 3, 1.5, k.light),
  },
  games: {
    words: /\bgames?\b|\bgaming/i,
    draw: (k) =>
      path("M14 12h20c6 0 9 4 10 10l2 12c1 6-5 9-9 4l-4-5H15l-4 5c-4 5-10 2-9-4l2-12c1-6 4-10 10-10z", k.main) +
      path("M10 23h9M14.5 18.5v9", undefined, outline(k.light, 3)) +
      g({ fill: k.alt }, circle(32, 20, 2.8), circle(37, 26, 2.8)),
  },
  music: {
    words: /\bmusic|\brecords\b/i,
    draw: (k) =>
      path("M16 37V11l24-6v27", undefined, outline(k.main, 4)) +
      path("M16 11l24-6v7l-24 6z", k.alt) +
      g({ fill: k.main }, ellipse(11, 38, 6.5, 5), ellipse(35, 33, 6.5, 5)),
  },
  robotics: {
    words: /\brobot/i,
    draw: (k) =>
      path("M24 5v6M4 18v10M44 18v10", undefined, outline(k.alt, 4)) +
      circle(24, 4, 3, k.alt) +
      rect(8, 10, 32, 26, 8, k.main) +
      g({ fill: k.light }, circle(18, 22, 4), circle(30, 22, 4)) +
      path("M18 30h12", undefined, outline(k.light, 3)) +
      rect(14, 39, 20, 7, 3, k.alt),
  },
  lab: {
    words: /\blabs?\b|\bscience/i,
    draw: (k) =>
      path("M16 3h16", undefined, outline(k.alt, 3)) +
      path("M19 4h10v14l11 22a4 4 0 0 1-3.6 6H11.6A4 4 0 0 1 8 40l11-22z", k.main) +
      path("M12 32h24l4 8a4 4 0 0 1-3.6 6H11.6A4 4 0 0 1 8 40z", k.alt) +
      g({ fill: k.light }, circle(21, 38, 2.2), circle(28, 41, 1.6), circle(24, 24, 2)),
  },
  energy: {
    words: /\benergy|\bsolar|\bpower\b/i,
    draw: (k) =>
      path("M21.5 20l-4 26h13l-4-26z", k.alt) + path(turbineBlades(24, 19, 18), k.main) + circle(24, 19, 4.5, k.alt),
  },
  cloud: {
    words: /\bcloud|\bhosting/i,
    draw: (k) =>
      path("M13 39a9 9 0 0 1-1-18 12 12 0 0 1 23-3 10 10 0 0 1 1 21z", k.main) +
      path("M24 34V24M19 28l5-5 5 5", undefined, outline(k.light, 3)) +
      path("M8 45h32", undefined, outline(k.alt, 3)),
  },
  analytics: {
    words: /\banalytics|\bdata\b|\binsights/i,
    draw: (k) =>
      path("M9 30h7v12H9zM31 14h7v28h-7z", k.main) +
      rect(20, 22, 7, 20, 0, k.alt) +
      path("M5 45h38M7 22L19 12l8 6L42 4M35 4h7v7", undefined, outline(k.alt, 3)),
  },
} satisfies Record<string, Trade>;
