/**
 * SEO agency hero (640×520): analytics dashboard in a browser card with a
 * rising traffic chart, keyword rank list, a magnifier and floating up-trend cards.
 */
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, MUTED, SEO, SUCCESS, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, g, path, rect } from "./svg.ts";
import { dotPatch, softBlob, statCard } from "./scenery.ts";
import { barChart, bars, browser, card, gridLines, lineChart, shadow, sparkle } from "./ui.ts";

export function seoHero(p: Palette = SEO): string {
  const doc = new Doc(640, 520, "hero-seo");
  doc.add(softBlob(doc, p, 330, 270, 240), dotPatch(doc, p, 18, 18, 128, 96), dotPatch(doc, p, 500, 440, 112, 64));

  // Main dashboard card.
  const x = 44;
  const y = 74;
  const w = 470;
  const h = 326;
  doc.add(browser(x, y, w, h, { tone: p.deep }));
  doc.add(icon("search", x + 78, y + 17, 10, MUTED, { weight: 3 }));
  doc.add(bars(x + 24, y + 54, [124], DARK, 12), bars(x + 24, y + 74, [84], BAR, 8));
  // Period tabs; the active one is filled.
  doc.add(
    rect(x + w - 150, y + 52, 126, 30, 15, p.tint),
    rect(x + w - 110, y + 55, 44, 24, 12, p.accent),
    g({ fill: mix(p.accent, WHITE, 0.5) }, rect(x + w - 140, y + 64, 22, 6, 3), rect(x + w - 58, y + 64, 22, 6, 3)),
    rect(x + w - 100, y + 64, 24, 6, 3, WHITE),
  );

  // Traffic chart with a tooltip at the peak.
  const cx = x + 24;
  const cy = y + 116;
  const cw = 262;
  const ch = 170;
  doc.add(gridLines(cx, cy, cw, ch, 4));
  doc.add(barChart(cx, cy, cw, ch, [0.18, 0.26, 0.22, 0.34, 0.4, 0.5, 0.58, 0.7], [mix(p.soft, WHITE, 0.45)], 0.35));
  doc.add(lineChart(doc, cx, cy, cw, ch, [0.14, 0.3, 0.24, 0.45, 0.42, 0.64, 0.7, 0.92], p.accent));
  const tx = cx + cw - 96;
  const ty = cy - 14;
  doc.add(
    rect(tx, ty, 70, 30, 10, DARK),
    path(d`M${tx + 58} ${ty + 30}l6 7 6-7z`, DARK),
    icon("arrowUp", tx + 15, ty + 15, 12, "#34d399", { weight: 3.4 }),
    rect(tx + 26, ty + 12, 34, 7, 3.5, WHITE),
  );

  // Keyword rank list: rank dot, keyword bar, position bar and a small up arrow.
  const lx = x + 306;
  doc.add(rect(lx, y + 104, 140, 196, 14, "#f8fafc", { stroke: LINE }));
  const ranks = [0.92, 0.78, 0.66, 0.52, 0.4];
  ranks.forEach((r, i) => {
    const ry = y + 124 + i * 36;
    doc.add(
      circle(lx + 18, ry + 8, 9, i === 0 ? p.secondary : p.tint),
      circle(lx + 18, ry + 8, 3, i === 0 ? WHITE : p.accent),
    );
    doc.add(
      rect(lx + 34, ry, 62 - i * 5, 7, 3.5, BAR),
      rect(lx + 34, ry + 12, 80 * r, 6, 3, i === 0 ? p.accent : p.soft),
    );
    doc.add(icon("arrowUp", lx + 124, ry + 8, 12, SUCCESS, { weight: 3.4 }));
  });

  // Floating cards: organic traffic (top right) and rankings (bottom left).
  doc.add(statCard(418, 28, 196, 78, p, "trendUp", { color: p.secondary, barColor: DARK }));
  doc.add(
    card(16, 364, 208, 92, { r: 16, tone: p.deep }),
    circle(50, 398, 18, mix(SUCCESS, WHITE, 0.85)),
    icon("arrowUp", 50, 398, 20, SUCCESS, { weight: 3 }),
  );
  doc.add(
    bars(78, 390, [66], DARK, 9),
    bars(78, 406, [44], BAR, 7),
    barChart(160, 380, 50, 28, [0.35, 0.55, 0.5, 0.8, 1], [p.accent], 0.3),
    bars(34, 432, [176], p.tint, 8),
  );
  doc.add(rect(34, 432, 120, 8, 4, p.accent));

  // Magnifier overlapping the card corner: ring, glass with an up-trend, handle.
  const mx = 540;
  const my = 410;
  doc.add(
    g(
      { transform: d`rotate(45 ${mx} ${my})` },
      shadow(mx + 44, my - 12, 84, 24, 12, p.deep),
      rect(mx + 48, my - 12, 80, 24, 12, p.secondary),
      rect(mx + 44, my - 8, 14, 16, 3, p.deep),
    ),
  );
  doc.add(
    circle(mx, my + 8, 60, p.deep, { opacity: 0.08 }),
    circle(mx, my, 52, WHITE, { opacity: 0.75 }),
    circle(mx, my, 52, "none", { stroke: p.deep, "stroke-width": 13 }),
  );
  doc.add(
    icon("trendUp", mx, my + 2, 50, p.accent, { weight: 2.6 }),
    path(d`M${mx - 32} ${my - 14}a34 34 0 0 1 20-20`, "none", { stroke: WHITE, "stroke-width": 6 }),
  );
  doc.add(sparkle(600, 150, 8, p.secondary), sparkle(28, 250, 9, p.accent), circle(610, 200, 5, p.soft));
  return doc.toString();
}
