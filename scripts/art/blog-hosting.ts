/**
 * Blog scenes about hosting and upkeep: what a support plan covers, a night-time outage, routine
 * maintenance, a safe move to a new host, a platform upgrade and the basics of securing a site.
 * Server racks recur because the posts are about servers; what surrounds them follows each post.
 */
import { floorShadow, iconBadge, rack, type Scene, W } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, INK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop, cloud } from "./scenery.ts";
import { circle, ellipse, instance, path, rect, text } from "./svg.ts";
import { bars, browser, card, dashed, miniAvatar, phone, phoneScreen, progress, sparkle } from "./ui.ts";

/** A support plan: the rack, its off-site backup, an uptime strip and the person who answers. */
export const supportPlan: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(180, 450, 110, p.deep), rack(doc, 90, 150, 180, 8, p));
  doc.add(cloud(300, 80, 150, WHITE, 1), icon("upload", 375, 98, 30, p.accent, { weight: 2.6 }));
  doc.add(
    dashed(
      [
        [270, 160],
        [320, 140],
        [360, 120],
      ],
      p.accent,
      3,
    ),
  );
  doc.add(card(330, 180, 380, 250, { r: 20, tone: p.deep }), bars(356, 204, [160], DARK, 12));
  const rows = [
    ["upload", 150],
    ["clock", 190],
    ["mail", 120],
  ] as const;
  rows.forEach(([glyph, w], i) => {
    const y = 250 + i * 56;
    doc.add(
      iconBadge(376, y, 20, glyph, p.accent),
      bars(408, y - 10, [w], DARK, 8),
      bars(408, y + 4, [w * 0.6], BAR, 6),
    );
    doc.add(circle(670, y, 13, SUCCESS), icon("check", 670, y, 16, WHITE, { weight: 3 }));
  });
  doc.add(card(560, 60, 180, 90, { r: 45, tone: p.deep }), miniAvatar(606, 105, 30, p.soft, "#c68642", DARK));
  doc.add(path("M580 100a26 26 0 0 1 52 0", "none", { stroke: DARK, "stroke-width": 4 }), circle(632, 108, 5, DARK));
  doc.add(bars(648, 92, [70, 44], BAR, 8, 16));
};

/** An outage at two in the morning: a night window, a buzzing phone, a clock at two and one red light. */
export const nightOutage: Scene = (doc, p) => {
  const night = mix(p.deep, INK, 0.55);
  doc.add(rect(0, 0, W, 520, 0, night), path("M96 60a44 44 0 1 0 50 58 36 36 0 1 1-50-58z", p.secondarySoft));
  for (const [x, y] of [
    [220, 70],
    [300, 130],
    [700, 60],
    [520, 40],
    [760, 150],
  ] as const)
    doc.add(circle(x, y, 2.5, WHITE, { opacity: 0.8 }));
  doc.add(rect(0, 440, W, 80, 0, mix(night, INK, 0.4)), rack(doc, 90, 170, 170, 8, p, 3));
  doc.add(circle(332, 205, 40, "#ef4444", { opacity: 0.18 }));
  // Clock showing two o'clock.
  doc.add(circle(620, 140, 62, WHITE), circle(620, 140, 52, mix(p.tint, WHITE, 0.4)));
  doc.add(
    path("M620 140l26-16M620 140V100", "none", { stroke: DARK, "stroke-width": 6 }),
    circle(620, 140, 6, p.accent),
  );
  // Phone on the bedside with stacked alerts.
  doc.add(phone(350, 170, 170, 320, DARK, INK));
  const s = phoneScreen(350, 170, 170, 320);
  for (let i = 0; i < 3; i++) {
    const y = s.y + 48 + i * 70;
    doc.add(rect(s.x + 10, y, s.w - 20, 58, 12, i === 0 ? WHITE : mix(WHITE, DARK, 0.25)));
    doc.add(
      circle(s.x + 32, y + 29, 12, i === 0 ? "#ef4444" : p.soft),
      icon("bell", s.x + 32, y + 29, 14, WHITE, { weight: 2.4 }),
    );
    doc.add(bars(s.x + 52, y + 18, [70, 50], i === 0 ? DARK : BAR, 7, 14));
  }
  doc.add(
    path("M336 220l-18-8M336 250h-22M538 220l18-8M538 250h22", "none", { stroke: p.secondary, "stroke-width": 4 }),
  );
  doc.add(card(560, 300, 190, 110, { r: 16, tone: INK }), progress(580, 364, 150, 10, 0.55, SUCCESS, LINE));
  doc.add(bars(580, 326, [110], DARK, 10), icon("wrench", 720, 334, 22, p.accent, { weight: 2.4 }));
};

/** Regular maintenance: updates ticking through, a monthly calendar and the money it saves. */
export const maintenance: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(70, 80, 400, 330, { tone: p.deep }), bars(96, 136, [150], DARK, 12));
  for (let i = 0; i < 4; i++) {
    const y = 174 + i * 52;
    doc.add(rect(96, y, 348, 40, 10, i === 2 ? p.tint : WHITE, { stroke: LINE, "stroke-width": 2 }));
    doc.add(
      iconBadge(118, y + 20, 12, i === 2 ? "upload" : "check", i === 2 ? p.accent : SUCCESS),
      bars(140, y + 16, [110], DARK, 8),
    );
    doc.add(progress(300, y + 16, 120, 8, i === 2 ? 0.6 : 1, i === 2 ? p.accent : SUCCESS, LINE));
  }
  doc.add(
    card(500, 70, 230, 200, { r: 18, tone: p.deep }),
    rect(500, 70, 230, 50, 18, p.accent),
    rect(500, 100, 230, 20, 0, p.accent),
  );
  doc.add(bars(522, 90, [90], WHITE, 10));
  // Grey days come from one tile; the two maintenance days are drawn over them.
  doc.add(rect(522, 140, 202, 82, 0, doc.pattern(rect(0, 0, 22, 22, 6, "#f1f5f9"), 30, 30, 522, 140)));
  doc.add(
    rect(522, 140, 22, 22, 6, p.secondary),
    rect(522, 200, 22, 22, 6, p.secondary),
    rect(522, 230, 142, 22, 6, "#f1f5f9"),
  );
  // A stack of coins kept, beside a wrench.
  for (let i = 0; i < 5; i++)
    doc.add(
      ellipse(610, 420 - i * 16, 56, 16, mix(p.secondary, DARK, 0.2)),
      ellipse(610, 414 - i * 16, 56, 16, p.secondary),
    );
  doc.add(ellipse(610, 350, 32, 8, "none", { stroke: WHITE, "stroke-width": 3, opacity: 0.6 }));
  doc.add(
    circle(700, 330, 30, WHITE),
    icon("wrench", 700, 330, 34, p.accent, { weight: 2.4 }),
    sparkle(90, 470, 9, p.secondary),
  );
};

/** Moving to a new host: a site travels from the old rack to the new one while the uptime strip stays green. */
export const hostMove: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(160, 420, 90, p.deep), floorShadow(640, 420, 90, p.deep));
  doc.add(rack(doc, 80, 180, 160, 6, p), rack(doc, 560, 150, 160, 7, p));
  doc.add(
    path("M200 160C300 40 500 40 600 130", "none", { stroke: p.accent, "stroke-width": 4, "stroke-dasharray": "2 12" }),
  );
  doc.add(path("M584 112l22 22-30 4z", p.accent));
  doc.add(
    browser(320, 60, 160, 110, { tone: p.deep }),
    rect(332, 104, 136, 54, 8, p.soft),
    circle(480, 60, 16, SUCCESS),
  );
  doc.add(icon("check", 480, 60, 18, WHITE, { weight: 3 }));
  doc.add(card(270, 330, 260, 110, { r: 16, tone: p.deep }), bars(292, 352, [120], DARK, 10));
  doc.add(rect(292, 378, 216, 40, 0, doc.pattern(rect(0, 0, 7, 40, 3, SUCCESS), 11, 40, 292, 378)));
  doc.add(sparkle(420, 230, 9, p.secondary));
};

/** A platform upgrade over one weekend: dozens of client sites flowing into a faster rack. */
export const platformUpgrade: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const site = doc.define(
    card(0, 0, 96, 76, { r: 10, tone: p.deep }) +
      rect(0, 0, 96, 16, 10, LINE) +
      rect(0, 8, 96, 8, 0, LINE) +
      bars(10, 58, [54], BAR, 6),
  );
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = 60 + c * 110;
      const y = 90 + r * 96;
      doc.add(instance(site, x, y), rect(x + 10, y + 24, 76, 26, 5, (r + c) % 2 ? p.soft : p.tint));
    }
  doc.add(
    path("M400 150h80M400 230h100M400 310h80", "none", {
      stroke: p.soft,
      "stroke-width": 8,
      "stroke-dasharray": "16 14",
    }),
  );
  doc.add(floorShadow(620, 470, 110, p.deep), rack(doc, 530, 80, 180, 10, p));
  doc.add(path("M730 120l20 30h-14l10 30-30-40h14z", p.secondary));
  doc.add(card(80, 400, 330, 70, { r: 16, tone: p.deep }));
  ["S", "S"].forEach((day, i) => {
    doc.add(
      rect(100 + i * 52, 414, 42, 42, 10, p.accent),
      text(121 + i * 52, 442, day, 18, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
    );
  });
  doc.add(bars(212, 424, [150, 100], BAR, 8, 18));
};

/** Securing a site: the padlock in the address bar, a strong password, a shield and a key. */
export const siteSecurity: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(70, 70, 440, 360, { tone: p.deep }));
  doc.add(icon("lock", 152, 87, 12, SUCCESS, { weight: 2.6 }));
  doc.add(card(150, 140, 280, 250, { r: 16, tone: p.deep, stroke: LINE }), bars(176, 164, [130], DARK, 12));
  doc.add(
    bars(176, 200, [60], BAR, 7),
    rect(176, 214, 228, 38, 10, WHITE, { stroke: LINE, "stroke-width": 2 }),
    bars(190, 229, [120], DARK, 7),
  );
  doc.add(bars(176, 270, [70], BAR, 7), rect(176, 284, 228, 38, 10, WHITE, { stroke: p.accent, "stroke-width": 3 }));
  for (let i = 0; i < 9; i++) doc.add(circle(194 + i * 16, 303, 5, DARK));
  doc.add(progress(176, 334, 228, 8, 1, SUCCESS), rect(176, 352, 228, 26, 13, p.accent));
  // Shield with a tick, and a key.
  doc.add(floorShadow(620, 460, 100, p.deep));
  doc.add(path("M620 110l110 40v90c0 80-50 130-110 160-60-30-110-80-110-160v-90z", p.accent));
  doc.add(path("M620 134l86 31v75c0 62-38 104-86 130z", mix(p.accent, INK, 0.25)));
  doc.add(path("M570 260l36 36 70-72", "none", { stroke: WHITE, "stroke-width": 16 }));
  doc.add(icon("key", 740, 420, 60, p.secondary, { weight: 2.4 }), sparkle(90, 470, 9, p.secondary));
};
