/**
 * Blog scenes about how sites are built and measured: static files against a CMS, accessible forms
 * and a lean analytics dashboard.
 */
import { iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop, statCard } from "./scenery.ts";
import { circle, ellipse, g, path, rect, text, transform } from "./svg.ts";
import { barChart, bars, browser, card, donut, gridLines, pill, sparkle } from "./ui.ts";

/** Static site or CMS: a few plain files become a fast page, against an admin panel backed by a database. */
export const staticVsCms: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  for (let i = 0; i < 3; i++)
    doc.add(
      card(70 + i * 22, 90 + i * 22, 120, 150, { r: 12, tone: p.deep }),
      icon("doc", 130 + i * 22, 150 + i * 22, 50, i === 2 ? p.accent : BAR, { weight: 1.6 }),
    );
  doc.add(
    path("M140 300v40", "none", { stroke: p.accent, "stroke-width": 4 }),
    path("M130 334l10 14 10-14z", p.accent),
  );
  doc.add(
    browser(60, 360, 220, 120, { tone: p.deep }),
    bars(80, 410, [120, 90], BAR, 8, 18),
    circle(250, 440, 16, SUCCESS),
    path("M246 430l-6 12h8l-4 10", "none", { stroke: WHITE, "stroke-width": 3 }),
  );
  doc.add(
    circle(330, 260, 34, p.secondary),
    text(330, 269, "vs", 24, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
  );
  doc.add(browser(390, 70, 350, 280, { tone: p.deep }), rect(390, 104, 80, 246, 0, p.deep));
  for (let i = 0; i < 5; i++) doc.add(rect(404, 124 + i * 36, 52, 18, 6, i === 0 ? p.accent : mix(p.deep, WHITE, 0.2)));
  doc.add(
    bars(490, 128, [140], DARK, 12),
    rect(490, 156, 226, 120, 8, p.tint),
    icon("edit", 603, 216, 36, p.accent, { weight: 2 }),
    pill(616, 296, 100, 32, p.accent, WHITE),
  );
  // The database under the panel.
  for (let i = 2; i >= 0; i--)
    doc.add(
      rect(520, 390 + i * 26, 120, 30, 0, i % 2 ? p.soft : p.accent),
      ellipse(580, 420 + i * 26, 60, 14, i % 2 ? p.soft : p.accent),
    );
  doc.add(
    ellipse(580, 390, 60, 14, mix(p.accent, WHITE, 0.3)),
    path("M565 350v28", "none", { stroke: p.accent, "stroke-width": 4, "stroke-dasharray": "2 8" }),
  );
};

/** Accessible forms: labelled fields, a clear error that says how to fix it, a focus ring and the keys to move. */
export const accessibleForms: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(90, 50, 360, 420, { r: 22, tone: p.deep }), bars(116, 78, [170], DARK, 14));
  doc.add(
    bars(116, 118, [80], DARK, 8),
    rect(116, 134, 308, 44, 10, WHITE, { stroke: LINE, "stroke-width": 2 }),
    bars(132, 152, [150], BAR, 8),
  );
  doc.add(
    bars(116, 202, [100], DARK, 8),
    rect(110, 212, 320, 56, 14, "none", { stroke: p.soft, "stroke-width": 6 }),
    rect(116, 218, 308, 44, 10, WHITE, { stroke: p.accent, "stroke-width": 2.5 }),
  );
  doc.add(
    rect(134, 230, 3, 20, 1, DARK),
    bars(116, 286, [70], DARK, 8),
    rect(116, 302, 308, 44, 10, WHITE, { stroke: "#dc2626", "stroke-width": 2.5 }),
  );
  doc.add(
    circle(128, 364, 9, "#dc2626"),
    path("M128 359v5M128 368v.5", "none", { stroke: WHITE, "stroke-width": 2.5 }),
    bars(144, 360, [200], "#b91c1c", 8),
  );
  doc.add(pill(116, 396, 308, 48, p.accent, WHITE));
  const keys = [
    ["Tab", 520, 140, 120],
    ["Enter", 520, 230, 150],
    ["↑", 690, 230, 60],
  ] as const;
  for (const [label, x, y, w] of keys) {
    doc.add(
      rect(x, y + 8, w, 70, 14, mix(p.deep, DARK, 0.3)),
      rect(x, y, w, 70, 14, WHITE, { stroke: LINE, "stroke-width": 2 }),
    );
    doc.add(text(x + w / 2, y + 44, label, 22, DARK, { "text-anchor": "middle", "font-weight": 600 }));
  }
  doc.add(
    iconBadge(600, 380, 40, "users", p.accent),
    iconBadge(700, 380, 30, "check", SUCCESS),
    sparkle(760, 80, 8, p.secondary),
  );
};

/** Simple analytics: one view with visits by week, where leads come from and the sales trend. */
export const analyticsDashboard: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(130, 84, 380, 300, { r: 20, tone: p.deep }));
  doc.add(
    bars(158, 112, [130], DARK, 11),
    bars(158, 132, [84], BAR, 8),
    rect(420, 108, 64, 26, 13, p.tint),
    rect(432, 118, 40, 6, 3, p.accent),
  );
  const values = Array.from({ length: 8 }, () => rng.range(0.25, 1));
  doc.add(gridLines(158, 170, 326, 180, 4), barChart(158, 170, 326, 180, values, [p.accent, p.soft]));
  const a = rng.range(0.4, 0.6);
  doc.add(
    card(456, 164, 220, 190, { r: 20, tone: p.deep }),
    donut(
      520,
      236,
      38,
      16,
      [
        [a, p.accent],
        [0.25, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(
    bars(580, 216, [70, 52], BAR, 8, 20),
    circle(504, 312, 6, p.accent),
    bars(516, 308, [50], BAR, 8),
    circle(596, 312, 6, p.secondary),
    bars(608, 308, [40], BAR, 8),
  );
  doc.add(statCard(92, 346, 214, 84, p, "arrowUp", { color: SUCCESS }));
  doc.add(
    g(
      { transform: transform(624, 120, -10) },
      path("M0 0l26 62 8-26 26-8z", DARK, { stroke: WHITE, "stroke-width": 4 }),
    ),
  );
  doc.add(sparkle(700, 90, 8, p.secondary), sparkle(86, 96, 9, p.accent));
};
