/**
 * Blog scenes for client stories: each shows the client's trade next to what was built for it
 * (a bakery's order page, a studio's class timetable, a law firm's calm site, a craft shop, a
 * consultancy's articles and a charity's year).
 */
import { floorShadow, iconBadge, type Scene, stars, W } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, d, ellipse, g, path, rect, text, transform } from "./svg.ts";
import { bars, browser, card, lineChart, miniAvatar, phone, phoneScreen, pill, sparkle } from "./ui.ts";

const CRUST = "#c2773a";
const CRUMB = "#f4c88b";

/** A loaf with three cuts across its crust. */
function loaf(cx: number, cy: number, w: number): string {
  return (
    ellipse(cx, cy, w / 2, w * 0.28, CRUST) +
    path(
      d`M${cx - w * 0.22} ${cy - w * 0.12}l${w * 0.1} ${w * 0.2}M${cx - w * 0.04} ${cy - w * 0.16}l${w * 0.1} ${w * 0.22}M${cx + w * 0.14} ${cy - w * 0.12}l${w * 0.1} ${w * 0.18}`,
      "none",
      { stroke: CRUMB, "stroke-width": 4 },
    )
  );
}

/** The bakery: a shopfront with loaves in the window, and the phone page that takes tomorrow's orders. */
export const bakeryOrders: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }), floorShadow(300, 470, 240, p.deep));
  doc.add(rect(70, 120, 420, 350, 8, WHITE), rect(70, 100, 420, 40, 8, p.deep));
  doc.add(rect(70, 140, 420, 50, 0, doc.pattern(rect(0, 0, 30, 50, 0, p.accent), 60, 50, 70, 140)));
  doc.add(path("M70 190q15 18 30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0t30 0", p.accent));
  doc.add(rect(100, 230, 220, 150, 8, p.tint), rect(100, 370, 220, 12, 0, p.deep));
  doc.add(
    loaf(160, 350, 90),
    loaf(260, 350, 80),
    loaf(210, 300, 84),
    rect(350, 230, 110, 240, 6, p.soft),
    circle(440, 350, 6, p.deep),
  );
  doc.add(phone(540, 80, 200, 390, WHITE, p.deep));
  const s = phoneScreen(540, 80, 200, 390);
  doc.add(bars(s.x + 16, s.y + 40, [110], DARK, 10));
  for (let i = 0; i < 3; i++) {
    const y = s.y + 70 + i * 66;
    doc.add(
      rect(s.x + 12, y, s.w - 24, 56, 10, "#f8fafc"),
      loaf(s.x + 42, y + 28, 40),
      bars(s.x + 72, y + 16, [56, 36], i ? BAR : DARK, 7, 14),
    );
    doc.add(
      circle(s.x + s.w - 34, y + 28, 13, p.accent),
      icon("plus", s.x + s.w - 34, y + 28, 14, WHITE, { weight: 3 }),
    );
  }
  doc.add(
    iconBadge(s.x + 30, s.y + 290, 14, "clock", p.accent),
    bars(s.x + 52, s.y + 286, [90], DARK, 8),
    pill(s.x + 12, s.y + 318, s.w - 24, 40, p.accent, WHITE),
  );
};

/** The fitness studio: the week's evening classes booked full, a dumbbell and a flyer now redundant. */
export const fitnessBookings: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(150, 60, 420, 360, { r: 22, tone: p.deep }), bars(176, 86, [150], DARK, 12));
  for (let day = 0; day < 5; day++) {
    const x = 176 + day * 76;
    doc.add(rect(x, 116, 64, 24, 8, p.tint), rect(x + 14, 124, 36, 8, 4, p.soft));
    for (let slot = 0; slot < 4; slot++) {
      const evening = slot >= 2;
      doc.add(rect(x, 152 + slot * 62, 64, 52, 10, evening ? p.accent : slot === day % 2 ? p.soft : "#f1f5f9"));
      if (evening) doc.add(icon("check", x + 32, 178 + slot * 62, 20, WHITE, { weight: 3 }));
    }
  }
  // Dumbbell in front of the timetable.
  doc.add(floorShadow(420, 470, 150, p.deep), rect(330, 430, 180, 16, 8, DARK));
  for (const x of [300, 336, 488, 524]) doc.add(rect(x - 16, 400, 32, 76, 10, x === 336 || x === 488 ? p.deep : DARK));
  doc.add(
    g(
      { transform: transform(100, 330, -12) },
      rect(-60, -80, 120, 160, 6, WHITE, { opacity: 0.7 }),
      bars(-44, -60, [80, 60], BAR, 10, 20),
      rect(-44, -10, 88, 60, 6, LINE),
    ),
  );
  doc.add(
    card(590, 110, 160, 90, { r: 16, tone: p.deep }),
    miniAvatar(630, 155, 24, p.soft, "#8d5524", DARK),
    bars(664, 140, [60, 40], BAR, 8, 18),
  );
  doc.add(iconBadge(720, 96, 16, "calendar", p.accent));
};

/** The law firm: the scales of justice beside a calm site with three clear service cards. */
export const lawFirm: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(300, 70, 430, 370, { tone: p.deep }));
  doc.add(bars(330, 130, [200], DARK, 14), bars(330, 156, [260], BAR, 8), pill(330, 180, 120, 36, p.accent, WHITE));
  for (let i = 0; i < 3; i++) {
    const x = 330 + i * 130;
    doc.add(
      rect(x, 250, 114, 150, 12, p.tint),
      iconBadge(x + 30, 282, 18, (["home", "users", "doc"] as const)[i]!, p.accent),
    );
    doc.add(bars(x + 14, 316, [80, 60, 70], BAR, 7, 16));
  }
  // Scales.
  const c = mix(p.deep, DARK, 0.2);
  doc.add(
    floorShadow(170, 450, 100, p.deep),
    rect(120, 430, 100, 16, 8, c),
    rect(164, 150, 12, 284, 6, c),
    circle(170, 140, 16, p.secondary),
  );
  doc.add(
    path("M70 190H270", "none", { stroke: c, "stroke-width": 8 }),
    path("M80 190l-30 80M80 190l30 80M260 190l-30 80M260 190l30 80", "none", { stroke: c, "stroke-width": 3 }),
  );
  doc.add(path("M40 270h80a40 40 0 0 1-80 0z", p.accent), path("M220 270h80a40 40 0 0 1-80 0z", p.accent));
};

/** The handmade shop: a product grid of pots, mugs and candles, and the basket filling up. */
export const storeRebuild: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(70, 60, 480, 400, { tone: p.deep }), bars(96, 112, [140], DARK, 12));
  const items = [
    path("M-18 30c-20-20-14-46 4-56h28c18 10 24 36 4 56z", p.accent),
    rect(-22, -18, 40, 48, 8, p.secondary) + circle(22, 6, 12, "none", { stroke: p.secondary, "stroke-width": 6 }),
    rect(-16, -12, 32, 42, 6, p.soft) + path("M0-14c-6-8 0-16 0-22 6 8 8 14 0 22z", p.secondary),
  ];
  for (let i = 0; i < 6; i++) {
    const x = 96 + (i % 3) * 148;
    const y = 140 + Math.floor(i / 3) * 152;
    doc.add(
      rect(x, y, 132, 100, 12, i % 2 ? p.tint : mix(p.secondarySoft, WHITE, 0.5)),
      g({ transform: transform(x + 66, y + 52) }, items[i % 3]!),
    );
    doc.add(bars(x, y + 110, [90], DARK, 8), bars(x, y + 126, [40], p.accent, 8));
  }
  doc.add(
    floorShadow(650, 460, 90, p.deep),
    path("M580 230h140l-14 220H594z", p.deep),
    path("M616 230v-30a34 34 0 0 1 68 0v30", "none", { stroke: p.deep, "stroke-width": 10 }),
  );
  doc.add(
    circle(720, 230, 26, p.secondary),
    text(720, 239, "3", 24, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
    icon("cart", 650, 330, 56, WHITE, { weight: 2 }),
  );
};

/** Content marketing: a stack of helpful articles and the organic traffic line that tripled. */
export const contentTraffic: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  for (let i = 2; i >= 0; i--) {
    const x = 80 + i * 30;
    const y = 80 + i * 30;
    doc.add(card(x, y, 250, 300, { r: 16, tone: p.deep }), rect(x + 20, y + 20, 210, 100, 10, i ? p.tint : p.soft));
    doc.add(bars(x + 20, y + 140, [170], DARK, 12), bars(x + 20, y + 166, [200, 180, 196, 120], BAR, 7, 18));
  }
  doc.add(card(420, 130, 320, 250, { r: 20, tone: p.deep }), bars(444, 154, [120], DARK, 10));
  doc.add(lineChart(doc, 444, 200, 272, 150, [0.12, 0.16, 0.2, 0.3, 0.42, 0.6, 0.82, 0.95], p.accent));
  doc.add(
    circle(700, 130, 34, p.secondary),
    text(700, 141, "3×", 28, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
  );
  doc.add(
    iconBadge(470, 430, 26, "search", p.accent),
    bars(506, 426, [140], DARK, 8),
    sparkle(760, 470, 8, p.secondary),
  );
};

/** A charity's year online: twelve months on a line, the donation page and the families it reached. */
export const charityYear: Scene = (doc, p, rng) => {
  doc.add(
    backdrop(doc, p, rng),
    card(70, 70, 300, 330, { r: 20, tone: p.deep }),
    rect(70, 70, 300, 110, 20, p.accent),
    rect(70, 150, 300, 30, 0, p.accent),
  );
  doc.add(icon("heart", 220, 124, 56, WHITE, { filled: true }), bars(96, 204, [180], DARK, 12));
  for (let i = 0; i < 3; i++)
    doc.add(
      rect(96 + i * 86, 234, 76, 40, 10, i === 1 ? p.tint : WHITE, {
        stroke: i === 1 ? p.accent : LINE,
        "stroke-width": 2,
      }),
      bars(116 + i * 86, 250, [36], i === 1 ? p.accent : BAR, 8),
    );
  doc.add(pill(96, 300, 248, 44, p.accent, WHITE));
  doc.add(card(420, 90, 310, 200, { r: 20, tone: p.deep }), bars(444, 114, [130], DARK, 10));
  for (let i = 0; i < 6; i++)
    doc.add(
      miniAvatar(
        466 + (i % 3) * 76,
        170 + Math.floor(i / 3) * 66,
        26,
        i % 2 ? p.tint : mix(p.secondarySoft, WHITE, 0.3),
        ["#8d5524", "#f1c27d", "#c68642"][i % 3]!,
        DARK,
        i % 2 ? p.accent : p.deep,
      ),
    );
  // The year: twelve months, filled as they pass.
  doc.add(path(`M100 450H${W - 70}`, "none", { stroke: p.soft, "stroke-width": 6 }));
  for (let m = 0; m < 12; m++) doc.add(circle(100 + m * 57, 450, m === 11 ? 14 : 9, m === 11 ? p.secondary : p.accent));
  doc.add(stars(540, 330, 24, 5, p.secondary), iconBadge(730, 410, 18, "trendUp", SUCCESS));
};
