/**
 * Hero art for six home variants (640×520 each), one composition per site so no two heroes look alike:
 * an insurance shield over a policy card, a server rack with a domain bar, two phones of an app, a coin
 * with a price chart, a tilted agency moodboard, and a lead funnel with a form card.
 */
import { icon } from "./icons.ts";
import {
  AGENCY,
  APP,
  BAR,
  CRYPTO,
  DARK,
  HOSTING,
  INK,
  INSURANCE,
  LEADS,
  LINE,
  mix,
  SUCCESS,
  WHITE,
  type Palette,
} from "./palette.ts";
import { dotPatch, softBlob, statCard } from "./scenery.ts";
import { circle, d, Doc, g, path, rect } from "./svg.ts";
import {
  bars,
  barChart,
  browser,
  card,
  donut,
  gridLines,
  lineChart,
  phone,
  phoneScreen,
  progress,
  sparkle,
} from "./ui.ts";

export function insuranceHero(p: Palette = INSURANCE): string {
  const doc = new Doc(640, 520, "hero-insurance");
  doc.add(softBlob(doc, p, 320, 270, 236), dotPatch(doc, p, 470, 24, 128, 96));
  // Policy card with a family of bars and a coverage donut.
  doc.add(card(70, 120, 330, 300, { r: 22, tone: p.deep }));
  doc.add(rect(70, 120, 330, 70, 22, p.accent), rect(70, 160, 330, 30, 0, p.accent));
  doc.add(bars(96, 142, [120], WHITE, 10), bars(96, 162, [80], mix(p.accent, WHITE, 0.5), 8));
  doc.add(
    donut(
      150,
      282,
      52,
      18,
      [
        [0.72, p.accent],
        [0.18, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(bars(226, 238, [140, 110, 126, 92], BAR, 9, 24));
  doc.add(rect(226, 238, 96, 9, 4.5, p.accent), rect(226, 262, 70, 9, 4.5, p.secondary));
  doc.add(rect(96, 360, 278, 36, 18, p.tint), rect(112, 374, 150, 8, 4, p.accent));
  // Big shield with a check, overlapping the card.
  const sx = 470;
  const sy = 250;
  const shield = d`M${sx} ${sy - 120}l96 36v70c0 60-42 98-96 112-54-14-96-52-96-112v-70z`;
  doc.add(path(shield, mix(p.accent, INK, 0.15), { transform: "translate(6 10)", opacity: 0.25 }));
  doc.add(
    path(
      shield,
      doc.linear(
        [
          [0, p.accent, 1],
          [1, p.deep, 1],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  doc.add(path(d`M${sx} ${sy - 96}l72 27v54c0 46-32 76-72 86-40-10-72-40-72-86v-54z`, WHITE, { opacity: 0.14 }));
  doc.add(icon("check", sx, sy, 96, WHITE, { weight: 3.2 }));
  doc.add(statCard(380, 410, 220, 76, p, "heart", { color: p.secondary }));
  doc.add(sparkle(40, 90, 9, p.secondary), sparkle(600, 120, 8, p.accent), circle(40, 450, 6, p.soft));
  return doc.toString();
}

export function hostingHero(p: Palette = HOSTING): string {
  const doc = new Doc(640, 520, "hero-hosting");
  doc.add(softBlob(doc, p, 330, 280, 230), dotPatch(doc, p, 24, 380, 128, 96));
  // Server rack: four units with status lights and drive bays.
  const x = 200;
  doc.add(card(x, 70, 250, 380, { r: 24, fill: DARK, tone: p.deep }));
  for (let i = 0; i < 4; i++) {
    const y = 96 + i * 86;
    doc.add(rect(x + 20, y, 210, 66, 12, "#334155"));
    doc.add(
      circle(x + 44, y + 33, 7, i === 1 ? p.secondary : SUCCESS),
      circle(x + 66, y + 33, 5, mix(p.accent, WHITE, 0.4)),
    );
    doc.add(g({ fill: "#475569" }, ...[0, 1, 2, 3].map((k) => rect(x + 96 + k * 30, y + 18, 22, 30, 4))));
    doc.add(rect(x + 96, y + 52, 110 * (0.4 + i * 0.15), 4, 2, p.soft));
  }
  // Domain search bar floating across the rack.
  doc.add(card(40, 40, 330, 64, { r: 32, tone: p.deep }));
  doc.add(icon("globe", 78, 72, 24, p.accent), bars(100, 66, [140], BAR, 12));
  doc.add(rect(256, 50, 104, 44, 22, p.accent), rect(276, 68, 64, 8, 4, WHITE));
  // Uptime card and a cloud.
  doc.add(card(440, 300, 180, 150, { r: 18, tone: p.deep }));
  doc.add(
    bars(460, 322, [90], DARK, 9),
    lineChart(doc, 460, 350, 140, 70, [0.6, 0.7, 0.65, 0.8, 0.78, 0.9, 0.95], p.accent),
  );
  doc.add(statCard(430, 150, 196, 76, p, "shieldCheck", { color: SUCCESS }));
  doc.add(sparkle(600, 60, 9, p.secondary), sparkle(160, 460, 8, p.accent));
  return doc.toString();
}

export function appHero(p: Palette = APP): string {
  const doc = new Doc(640, 520, "hero-app");
  doc.add(
    circle(
      330,
      270,
      230,
      doc.linear(
        [
          [0, p.soft, 0.6],
          [1, p.secondarySoft, 0.6],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  doc.add(dotPatch(doc, p, 500, 400, 112, 80));
  // Back phone, tilted: a calendar of tasks.
  doc.add(
    g(
      { transform: "rotate(-10 230 280)" },
      phone(130, 70, 200, 400, p.tint),
      bars(160, 150, [120, 90, 130, 70], BAR, 12, 34),
      rect(160, 150, 60, 12, 6, p.secondary),
      rect(160, 184, 40, 12, 6, p.accent),
    ),
  );
  // Front phone: the app's dashboard.
  const s = phoneScreen(300, 40, 220, 440);
  doc.add(phone(300, 40, 220, 440));
  doc.add(rect(s.x, s.y, s.w, 150, 30, p.accent), rect(s.x, s.y + 110, s.w, 40, 0, p.accent));
  doc.add(bars(s.x + 22, s.y + 44, [80], WHITE, 10), bars(s.x + 22, s.y + 64, [120], mix(p.accent, WHITE, 0.5), 8));
  doc.add(
    donut(
      s.x + s.w / 2,
      s.y + 230,
      52,
      16,
      [
        [0.64, p.accent],
        [0.22, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(
    ...[0, 1, 2].map((i) => card(s.x + 16, s.y + 310 + i * 34, s.w - 32, 26, { r: 10, tone: false, fill: p.tint })),
  );
  doc.add(
    ...[0, 1, 2].map((i) => progress(s.x + 28, s.y + 320 + i * 34, s.w - 90, 6, [0.8, 0.5, 0.65][i] ?? 0.5, p.accent)),
  );
  doc.add(statCard(420, 120, 200, 74, p, "star", { color: p.secondary }));
  doc.add(sparkle(90, 80, 9, p.accent), sparkle(600, 300, 8, p.secondary));
  return doc.toString();
}

export function cryptoHero(p: Palette = CRYPTO): string {
  const doc = new Doc(640, 520, "hero-crypto");
  // Dark exchange panel with a candle chart.
  doc.add(card(40, 110, 400, 300, { r: 24, fill: "#111827", tone: INK }));
  doc.add(
    gridLines(70, 170, 340, 200, 4, "#1f2937"),
    bars(70, 134, [110], "#e5e7eb", 10),
    bars(330, 134, [80], p.secondary, 10),
  );
  const candles = [0.4, 0.55, 0.48, 0.62, 0.58, 0.72, 0.66, 0.8, 0.76, 0.9];
  candles.forEach((v, i) => {
    const up = i % 3 !== 2;
    const cx = 84 + i * 32;
    const top = 360 - v * 180;
    doc.add(rect(cx + 6, top - 14, 2, 70, 1, up ? p.secondary : "#f43f5e"));
    doc.add(rect(cx, top, 14, 42, 3, up ? p.secondary : "#f43f5e"));
  });
  doc.add(lineChart(doc, 70, 170, 340, 200, [0.3, 0.42, 0.38, 0.55, 0.5, 0.66, 0.62, 0.8, 0.76, 0.92], p.accent));
  // Big coin, stacked behind a smaller one.
  const coin = (cx: number, cy: number, r: number) =>
    circle(cx + 6, cy + 10, r, mix(p.accent, INK, 0.5), { opacity: 0.35 }) +
    circle(
      cx,
      cy,
      r,
      doc.linear(
        [
          [0, "#fbbf24", 1],
          [1, p.accent, 1],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(cx, cy, r * 0.78, "none", { stroke: WHITE, "stroke-width": 4, opacity: 0.5 }) +
    path(
      d`M${cx - r * 0.22} ${cy - r * 0.42}v${r * 0.84}M${cx + r * 0.08} ${cy - r * 0.42}v${r * 0.84}M${cx - r * 0.34} ${cy - r * 0.3}h${r * 0.5}a${r * 0.15} ${r * 0.15} 0 0 1 0 ${r * 0.3}h-${r * 0.5}h${r * 0.56}a${r * 0.15} ${r * 0.15} 0 0 1 0 ${r * 0.3}h-${r * 0.56}`,
      "none",
      { stroke: WHITE, "stroke-width": r * 0.09 },
    );
  doc.add(coin(500, 190, 100), coin(560, 390, 54));
  doc.add(statCard(300, 420, 220, 76, p, "trendUp", { color: SUCCESS }));
  doc.add(sparkle(600, 60, 10, p.secondary), sparkle(30, 70, 8, p.accent), circle(440, 60, 6, p.secondary));
  return doc.toString();
}

export function agencyHero(p: Palette = AGENCY): string {
  const doc = new Doc(640, 520, "hero-agency");
  doc.add(rect(60, 40, 520, 440, 220, p.tint), dotPatch(doc, p, 20, 20, 128, 96));
  // Tilted moodboard: a browser with a layout grid, colour swatches, a type card.
  doc.add(
    g(
      { transform: "rotate(-6 320 260)" },
      browser(90, 110, 400, 280, { tone: p.deep }),
      rect(114, 164, 200, 110, 12, p.accent),
      circle(170, 220, 28, mix(p.accent, WHITE, 0.35)),
      rect(330, 164, 136, 50, 10, p.secondarySoft),
      rect(330, 224, 136, 50, 10, p.tint),
      bars(114, 296, [250, 190, 220], BAR, 10, 22),
    ),
  );
  const swatches = [p.accent, p.secondary, DARK, p.soft];
  doc.add(card(440, 300, 170, 120, { r: 18, tone: p.deep }));
  swatches.forEach((c, i) => doc.add(circle(476 + i * 34, 340, 14, c)));
  doc.add(bars(462, 372, [120, 80], BAR, 8, 16));
  doc.add(card(30, 330, 150, 140, { r: 18, tone: p.deep }));
  doc.add(
    path(d`M62 440l30-76h12l30 76M74 414h48`, "none", { stroke: INK, "stroke-width": 9 }),
    bars(150, 370, [0], BAR),
  );
  doc.add(statCard(400, 40, 210, 76, p, "star", { color: p.accent }));
  doc.add(sparkle(590, 250, 10, p.secondary), sparkle(60, 250, 8, p.accent));
  return doc.toString();
}

export function leadsHero(p: Palette = LEADS): string {
  const doc = new Doc(640, 520, "hero-leads");
  doc.add(softBlob(doc, p, 320, 260, 236), dotPatch(doc, p, 500, 420, 112, 80));
  // Funnel of four stages narrowing to a converted lead.
  const stages = [280, 220, 160, 100];
  stages.forEach((w, i) => {
    const y = 90 + i * 78;
    const next = stages[i + 1] ?? 60;
    doc.add(path(d`M${230 - w / 2} ${y}h${w}l${-(w - next) / 2} 66h${-next}z`, mix(p.accent, WHITE, i * 0.18)));
    doc.add(rect(230 - 26, y + 28, 52, 8, 4, WHITE, { opacity: 0.8 }));
  });
  doc.add(circle(230, 428, 30, p.secondary), icon("check", 230, 428, 28, WHITE, { weight: 3.4 }));
  // Form card capturing the lead.
  doc.add(card(390, 90, 220, 260, { r: 20, tone: p.deep }));
  doc.add(
    bars(414, 116, [120], DARK, 10),
    ...[0, 1, 2].map((i) => rect(414, 146 + i * 50, 172, 36, 10, "#f8fafc", { stroke: LINE })),
  );
  doc.add(rect(414, 300, 172, 36, 18, p.accent), rect(470, 314, 60, 8, 4, WHITE));
  doc.add(card(380, 380, 230, 96, { r: 18, tone: p.deep }));
  doc.add(
    barChart(400, 400, 120, 56, [0.3, 0.45, 0.6, 0.75, 1], [p.accent], 0.3),
    bars(540, 410, [50, 36], BAR, 8, 18),
  );
  doc.add(statCard(20, 40, 200, 70, p, "users", { color: p.secondary }));
  doc.add(sparkle(610, 50, 9, p.secondary), sparkle(40, 470, 8, p.accent));
  return doc.toString();
}
