/** Motifs of clients who move people or goods, or take them outdoors. */
import { type Trade, outline } from "./portfolio-motif.ts";
import { circle, g, path, rect } from "./svg.ts";

export const TRAVEL_TRADES = {
  travel: {
    words: /\btravel|\btours?\b|\bairline/i,
    draw: (k) =>
      circle(40, 9, 6, k.alt) +
      path("M22 5c0-3 4-3 4 0v13l18 10v5l-18-5v10l6 4v3l-8-2-8 2v-3l6-4V28L4 33v-5l18-10z", k.main),
  },
  freight: {
    words: /\bfreight|\blogistics|\bshipping|\bhaulage/i,
    draw: (k) =>
      rect(2, 10, 28, 24, 2, k.main) +
      path("M30 16h9l7 9v9H30z", k.alt) +
      path("M33 19h5l4 6h-9z", k.light) +
      g({ fill: k.main, stroke: k.light, "stroke-width": 2 }, circle(11, 37, 5.5), circle(37, 37, 5.5)),
  },
  mobility: {
    words: /\bmobility|\bscooter/i,
    draw: (k) =>
      path("M12 38h22L39 8M33 8h10", undefined, outline(k.alt, 4)) +
      g(outline(k.main, 4), circle(10, 38, 6), circle(39, 38, 6)) +
      rect(14, 33, 16, 5, 2, k.main),
  },
  motors: {
    words: /\bmotors|\bcars?\b|\bauto/i,
    draw: (k) =>
      path("M2 35v-8a3 3 0 0 1 3-3h5l7-8h14l8 8h4a3 3 0 0 1 3 3v8z", k.main) +
      path("M19 19h5v5H14zM27 19h3l5 5h-8z", k.light) +
      g({ fill: k.alt, stroke: k.light, "stroke-width": 2.5 }, circle(13, 36, 5.5), circle(35, 36, 5.5)),
  },
  cycles: {
    words: /\bcycles|\bbikes?\b|\bbicycle/i,
    draw: (k) =>
      g(outline(k.main, 3.5), circle(10, 33, 9), circle(38, 33, 9)) +
      path("M10 33l8-15h15l5 15M18 18l6 15h9M24 33l9-15M15 12h7M33 18l-2-6h5", undefined, outline(k.alt, 3)),
  },
  rail: {
    words: /\brail|\btrains?\b/i,
    draw: (k) =>
      path("M15 40l-6 6M33 40l6 6", undefined, outline(k.main, 3)) +
      rect(7, 3, 34, 37, 7, k.main) +
      rect(12, 9, 24, 13, 3, k.light) +
      g({ fill: k.alt }, circle(15, 31, 3), circle(33, 31, 3)),
  },
  sailing: {
    words: /\bsailing|\byacht|\bboats?\b/i,
    draw: (k) =>
      path("M22 3v31H6z", k.main) +
      path("M26 8v26h16z", k.alt) +
      path("M4 36h40l-6 8H10z", k.main) +
      path("M2 47c4-2 8-2 11 0s8 2 11 0 8-2 11 0 8 2 11 0", undefined, outline(k.alt, 2)),
  },
  surf: {
    words: /\bsurf/i,
    draw: (k) =>
      g(
        { transform: "rotate(35 24 22)" },
        path("M24 1c9 9 10 30 0 41-10-11-9-32 0-41z", k.main),
        path("M24 5v33", undefined, outline(k.light, 2.5)),
        path("M24 34l-4 6h8z", k.alt),
      ) + path("M2 44c6-6 10-6 15 0s10 6 15 0 10-6 14 0", undefined, outline(k.alt, 3.5)),
  },
  outdoor: {
    words: /\boutdoor|\bcamping|\bhiking/i,
    draw: (k) =>
      path("M24 6L45 42H3z", k.main) +
      path("M24 20l8 22H16z", k.alt) +
      path("M2 44h44M24 6V1l6 2-6 2", undefined, outline(k.alt, 2.5)),
  },
  climbing: {
    words: /\bclimbing|\bboulder/i,
    draw: (k) =>
      path("M2 45L18 14l7 10 6-9 15 30z", k.main) +
      path("M18 14l-5 10 5-3 4 3z", k.light) +
      path("M31 15V3", undefined, outline(k.alt, 2.5)) +
      path("M31 3l9 3-9 3z", k.alt),
  },
} satisfies Record<string, Trade>;
