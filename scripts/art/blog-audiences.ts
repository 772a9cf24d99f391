/**
 * Blog scenes for the sites of charities and of places for children: a monthly donation form, an
 * impact story, a safe and playful site for young visitors and a play centre's quick answers.
 */
import { floorShadow, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop, cloud } from "./scenery.ts";
import { circle, path, poly, rect, text } from "./svg.ts";
import { bars, card, miniAvatar, pill, progress, sparkle } from "./ui.ts";

/** Monthly giving: the form with "monthly" chosen, and a calendar with a heart on every month. */
export const monthlyDonors: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(80, 60, 320, 400, { r: 22, tone: p.deep }), bars(106, 88, [170], DARK, 12));
  doc.add(
    rect(106, 120, 268, 48, 24, p.tint),
    rect(110, 124, 130, 40, 20, p.accent),
    bars(142, 140, [66], WHITE, 8),
    bars(270, 140, [60]),
  );
  for (let i = 0; i < 3; i++)
    doc.add(
      rect(106 + i * 92, 190, 84, 56, 12, i === 1 ? p.accent : WHITE, {
        stroke: i === 1 ? p.accent : LINE,
        "stroke-width": 2,
      }),
      bars(126 + i * 92, 214, [44], i === 1 ? WHITE : DARK, 9),
    );
  doc.add(
    bars(106, 270, [260, 200], undefined, 8, 18),
    pill(106, 390, 268, 48, p.accent),
    icon("heart", 240, 414, 24, WHITE, { filled: true }),
  );
  doc.add(
    card(450, 110, 280, 300, { r: 22, tone: p.deep }),
    rect(450, 110, 280, 60, 22, p.deep),
    rect(450, 140, 280, 30, 0, p.deep),
  );
  doc.add(rect(500, 96, 12, 30, 6, DARK), rect(668, 96, 12, 30, 6, DARK), bars(474, 136, [100], WHITE, 10));
  for (let m = 0; m < 12; m++) {
    const x = 474 + (m % 4) * 62;
    const y = 192 + Math.floor(m / 4) * 68;
    doc.add(
      rect(x, y, 52, 56, 10, p.tint),
      icon("heart", x + 26, y + 28, 26, m < 7 ? p.accent : p.soft, { filled: true }),
    );
  }
  doc.add(sparkle(760, 470, 8, p.secondary));
};

/** An impact story: a real face and her words, paired with the result the appeal paid for. */
export const impactStories: Scene = (doc, p, rng) => {
  doc.add(
    backdrop(doc, p, rng),
    card(70, 70, 330, 380, { r: 22, tone: p.deep }),
    rect(90, 90, 290, 210, 14, mix(p.secondarySoft, WHITE, 0.3)),
  );
  doc.add(
    miniAvatar(235, 205, 96, mix(p.secondarySoft, WHITE, 0.3), "#8d5524", DARK, p.accent),
    sparkle(120, 120, 8, WHITE),
  );
  doc.add(bars(96, 326, [200], DARK, 12), bars(96, 354, [260, 230, 150], undefined, 8, 20));
  doc.add(card(440, 60, 290, 150, { r: 44, tone: p.deep }), path("M500 210l-20 40 60-40z", WHITE));
  doc.add(text(480, 140, "“", 90, p.accent, { "font-weight": 700 }), bars(540, 110, [160, 140, 100], undefined, 9, 22));
  doc.add(
    card(440, 280, 290, 170, { r: 20, tone: p.deep }),
    iconBadge(484, 324, 24, "trendUp", SUCCESS),
    bars(520, 314, [120], DARK, 12),
  );
  doc.add(progress(464, 370, 240, 14, 0.78, p.accent, p.tint), bars(464, 404, [90]));
};

/** A site for young visitors: a tablet with big friendly buttons, a parent lock and toy blocks. */
export const playfulKids: Scene = (doc, p, rng) => {
  doc.add(
    backdrop(doc, p, rng),
    floorShadow(380, 480, 270, p.deep),
    card(120, 50, 460, 380, { r: 36, fill: DARK, tone: p.deep }),
  );
  doc.add(rect(144, 74, 412, 332, 20, mix(p.tint, WHITE, 0.4)), cloud(170, 96, 110, WHITE, 1));
  const shapes = [
    circle(0, 0, 38, p.accent),
    icon("star", 0, 0, 84, p.secondary, { filled: true }),
    poly(
      [
        [-40, 34],
        [0, -38],
        [40, 34],
      ],
      mix(SUCCESS, WHITE, 0.1),
    ),
    rect(-36, -36, 72, 72, 16, p.deep),
  ];
  shapes.forEach((s, i) => {
    const x = 240 + (i % 2) * 220;
    const y = 190 + Math.floor(i / 2) * 120;
    doc.add(rect(x - 70, y - 52, 140, 104, 28, WHITE), `<g transform="translate(${x} ${y})">${s}</g>`);
  });
  doc.add(circle(560, 90, 34, p.accent), icon("lock", 560, 90, 34, WHITE, { weight: 2.6 }));
  const letters = ["A", "B", "C"];
  letters.forEach((l, i) => {
    const x = 560 + i * 70 - (i === 2 ? 35 : 0);
    const y = i === 2 ? 340 : 400;
    doc.add(
      rect(x, y, 64, 64, 10, [p.secondary, p.accent, mix(SUCCESS, WHITE, 0.1)][i]!),
      text(x + 32, y + 46, l, 38, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
    );
  });
};

/** A play centre's site: opening hours, prices and the safety note beside the slide itself. */
export const playCentre: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(230, 470, 190, p.deep));
  // Slide and climbing tower.
  doc.add(rect(80, 150, 16, 320, 4, p.deep), rect(190, 150, 16, 320, 4, p.deep), rect(70, 140, 146, 24, 8, p.accent));
  doc.add(
    poly(
      [
        [70, 140],
        [143, 80],
        [216, 140],
      ],
      p.secondary,
    ),
  );
  for (let i = 0; i < 6; i++) doc.add(rect(96, 200 + i * 44, 94, 8, 4, p.soft));
  doc.add(path("M206 170c60 0 60 80 110 150s60 120 110 120h20v30h-30c-70 0-80-60-130-130s-50-120-80-130z", p.accent));
  doc.add(
    circle(380, 120, 30, mix(SUCCESS, WHITE, 0.1)),
    circle(430, 150, 22, p.secondary),
    circle(350, 170, 18, p.soft),
  );
  // Quick answers.
  const rows = [
    ["clock", "hours"],
    ["star", "price"],
    ["shieldCheck", "safety"],
  ] as const;
  rows.forEach(([glyph], i) => {
    const y = 70 + i * 130;
    doc.add(
      card(500, y, 240, 108, { r: 18, tone: p.deep }),
      iconBadge(546, y + 54, 26, glyph, i === 2 ? SUCCESS : p.accent),
    );
    doc.add(bars(586, y + 36, [110], DARK, 10), bars(586, y + 58, [130, 90], undefined, 7, 14));
  });
  doc.add(sparkle(460, 60, 8, p.secondary));
};
