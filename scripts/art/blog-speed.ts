/**
 * Blog scenes about speed: a page loading against a gauge, and the three Core Web Vitals as dials
 * over a filmstrip of a page painting.
 */
import { floorShadow, gauge, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, d, path, rect } from "./svg.ts";
import { bars, browser, card, donut, progress, sparkle } from "./ui.ts";

/** Faster page loads: a page whose pictures are still arriving, a speed gauge and a stopwatch. */
export const pageSpeed: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(60, 70, 440, 360, { tone: p.deep }));
  doc.add(progress(60, 104, 440, 6, 0.7, p.accent, "transparent"));
  doc.add(bars(90, 130, [220], DARK, 14), bars(90, 158, [300, 260], BAR, 8, 16));
  // The hero picture has painted; the two below still show their reserved, empty boxes.
  doc.add(
    rect(90, 200, 380, 110, 12, p.soft),
    circle(400, 236, 18, WHITE),
    path("M90 310l90-70 70 50 50-30 80 50z", p.accent),
  );
  for (const x of [90, 286])
    doc.add(
      rect(x, 326, 184, 80, 12, WHITE, { stroke: LINE, "stroke-width": 2, "stroke-dasharray": "6 6" }),
      icon("image", x + 92, 366, 30, BAR),
    );
  doc.add(card(470, 170, 270, 230, { r: 20, tone: p.deep }), gauge(605, 320, 96, 0.86, p));
  doc.add(bars(560, 350, [90], DARK, 12), bars(580, 372, [50], BAR, 8));
  // Stopwatch.
  doc.add(
    floorShadow(640, 150, 60, p.deep),
    rect(630, 44, 20, 14, 4, DARK),
    circle(640, 104, 46, WHITE, { stroke: DARK, "stroke-width": 8 }),
  );
  doc.add(
    path(d`M640 104V72A32 32 0 0 1 668 88z`, p.accent),
    circle(640, 104, 5, DARK),
    sparkle(110, 470, 9, p.secondary),
  );
};

/** Core Web Vitals: loading, responsiveness and stability as three dials over a page painting frame by frame. */
export const coreVitals: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const vitals = [
    ["image", 0.82],
    ["chevron", 0.68],
    ["doc", 0.9],
  ] as const;
  vitals.forEach(([glyph, score], i) => {
    const x = 70 + i * 230;
    doc.add(card(x, 60, 200, 200, { r: 20, tone: p.deep }));
    doc.add(
      donut(x + 100, 140, 50, 14, [[score, i === 1 ? p.secondary : p.accent]], p.tint),
      icon(glyph, x + 100, 140, 36, p.deep, { weight: 2.4 }),
    );
    doc.add(bars(x + 50, 212, [100], DARK, 10), bars(x + 70, 232, [60], BAR, 8));
  });
  // Filmstrip: four frames of the same page, filling in.
  doc.add(card(70, 300, 660, 170, { r: 20, tone: p.deep }));
  for (let i = 0; i < 4; i++) {
    const x = 94 + i * 160;
    doc.add(rect(x, 324, 132, 122, 10, PAGE_BG, { stroke: LINE, "stroke-width": 2 }));
    if (i >= 1) doc.add(bars(x + 14, 340, [80], DARK, 8));
    if (i >= 2) doc.add(rect(x + 14, 358, 104, 46, 6, p.soft));
    if (i >= 3) doc.add(bars(x + 14, 414, [96, 70], BAR, 6, 12), circle(x + 112, 338, 8, SUCCESS));
  }
  doc.add(iconBadge(730, 300, 26, "check", SUCCESS), sparkle(40, 40, 9, p.secondary));
};

const PAGE_BG = mix(LINE, WHITE, 0.5);
