/**
 * Course card pictures for the education home (800×520): each course shows its own subject, drawn in
 * the palette of the page that lists it.
 */
import { floorShadow, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, INK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, d, ellipse, g, line, path, poly, rect, smoothPath, text, transform } from "./svg.ts";
import { barChart, bars, browser, card, pill, sparkle } from "./ui.ts";

/** Brand identity: a mark drawn with the pen tool, its anchors and handles, beside swatches and a business card. */
const brandIdentity: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(60, 60, 420, 400, { r: 22, tone: p.deep }));
  const curve = "M140 360C140 200 260 130 380 160C300 220 300 300 400 360";
  doc.add(path(curve + "Z", p.soft), path(curve, "none", { stroke: p.accent, "stroke-width": 5 }));
  doc.add(
    path("M140 360L140 250M380 160L300 130M380 160L330 210M400 360L300 300", "none", {
      stroke: MID,
      "stroke-width": 2,
    }),
  );
  for (const [x, y] of [
    [140, 250],
    [300, 130],
    [330, 210],
    [300, 300],
  ] as const)
    doc.add(circle(x, y, 6, WHITE, { stroke: MID, "stroke-width": 2 }));
  for (const [x, y] of [
    [140, 360],
    [380, 160],
    [400, 360],
  ] as const)
    doc.add(rect(x - 8, y - 8, 16, 16, 0, WHITE, { stroke: p.accent, "stroke-width": 3 }));
  doc.add(
    g(
      { transform: transform(420, 380, -30) },
      path("M0 0l-14 40h28z", DARK),
      rect(-14, 40, 28, 60, 6, DARK),
      circle(0, 14, 4, WHITE),
    ),
  );
  [p.deep, p.accent, p.soft, p.secondary].forEach((c, i) =>
    doc.add(card(520 + i * 56, 80, 46, 90, { r: 10, tone: p.deep }), rect(524 + i * 56, 84, 38, 60, 7, c)),
  );
  doc.add(
    g(
      { transform: transform(620, 330, -8) },
      card(-110, -70, 220, 140, { r: 12, fill: p.deep, tone: p.deep }),
      path("M-80 30C-80-20-40-40 0-30C-26-10-26 10 6 30Z", p.soft),
      bars(20, -10, [70, 50], p.soft, 8, 18),
    ),
  );
};

const MID = mix(BAR, DARK, 0.3);

/** Networking: a router and switch cabled to the office computers, with link lights showing. */
const networking: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(400, 300, 180, p.deep));
  doc.add(rect(250, 200, 300, 80, 16, DARK), rect(270, 222, 150, 10, 5, mix(DARK, WHITE, 0.25)));
  for (let i = 0; i < 6; i++)
    doc.add(
      rect(280 + i * 42, 244, 28, 22, 4, mix(DARK, WHITE, 0.2)),
      circle(294 + i * 42, 240, 3, i % 2 ? SUCCESS : p.secondary),
    );
  doc.add(
    path("M300 200V130M500 200V120", "none", { stroke: DARK, "stroke-width": 8 }),
    circle(300, 126, 8, DARK),
    circle(500, 116, 8, DARK),
  );
  for (const r of [30, 54])
    doc.add(
      path(d`M${400 - r} ${150 - r * 0.3}a${r} ${r} 0 0 1 ${2 * r} 0`, "none", { stroke: p.accent, "stroke-width": 6 }),
    );
  const desks = [120, 400, 680];
  desks.forEach((x, i) => {
    doc.add(
      path(d`M${294 + i * 84} 280C${294 + i * 84} 340 ${x} 330 ${x} 380`, "none", {
        stroke: i === 1 ? p.accent : p.soft,
        "stroke-width": 6,
      }),
    );
    doc.add(
      card(x - 70, 380, 140, 90, { r: 10, fill: DARK, tone: p.deep }),
      rect(x - 60, 390, 120, 62, 6, i === 1 ? p.soft : p.tint),
      rect(x - 20, 470, 40, 12, 4, MID),
    );
  });
  doc.add(
    card(600, 60, 170, 80, { r: 16, tone: p.deep }),
    iconBadge(640, 100, 20, "globe", p.accent),
    bars(670, 92, [70], DARK, 9),
    bars(670, 108, [50], SUCCESS, 7),
  );
  doc.add(sparkle(90, 90, 9, p.secondary));
};

/** Spanish for travellers: a phrasebook open at a greeting, a plane ticket and a street sign. */
const spanishTravel: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(290, 470, 220, p.deep));
  doc.add(
    path("M70 140q110-30 220 0v300q-110-30-220 0z", WHITE),
    path("M290 140q110-30 220 0v300q-110-30-220 0z", mix(p.tint, WHITE, 0.4)),
  );
  doc.add(
    path("M290 140v300", "none", { stroke: LINE, "stroke-width": 4 }),
    path("M70 440q110-30 220 0 110-30 220 0v14q-110-30-220 0-110-30-220 0z", p.deep),
  );
  doc.add(
    text(180, 210, "¡Hola!", 36, p.accent, { "text-anchor": "middle", "font-weight": 700 }),
    bars(110, 240, [140, 110], BAR, 8, 20),
  );
  doc.add(
    text(400, 210, "Gracias", 28, p.deep, { "text-anchor": "middle", "font-weight": 700 }),
    bars(330, 240, [140, 100], BAR, 8, 20),
  );
  doc.add(
    iconBadge(130, 340, 22, "chevron", p.accent),
    bars(164, 330, [90, 60], BAR, 7, 14),
    iconBadge(350, 340, 22, "pin", p.accent),
    bars(384, 330, [90, 60], BAR, 7, 14),
  );
  // Boarding pass.
  doc.add(
    g(
      { transform: transform(620, 140, 8) },
      card(-130, -70, 260, 140, { r: 14, tone: p.deep }),
      rect(-130, -70, 260, 40, 14, p.accent),
      rect(-130, -44, 260, 14, 0, p.accent),
    ),
  );
  doc.add(
    g(
      { transform: transform(620, 140, 8) },
      text(-110, 12, "MAD", 24, DARK, { "font-weight": 700 }),
      text(50, 12, "BCN", 24, DARK, { "font-weight": 700 }),
      path("M-20 4h50M22-2l8 6-8 6", "none", { stroke: p.accent, "stroke-width": 3 }),
      bars(-110, 34, [80, 60], BAR, 7, 0),
      icon("globe", 110, -50, 20, WHITE),
    ),
  );
  // Street sign on a post.
  doc.add(
    rect(640, 280, 10, 200, 4, DARK),
    rect(560, 290, 180, 70, 10, p.deep),
    rect(568, 298, 164, 54, 6, "none", { stroke: WHITE, "stroke-width": 2 }),
  );
  doc.add(text(650, 333, "Calle Mayor", 20, WHITE, { "text-anchor": "middle", "font-weight": 700 }));
};

/** Modern JavaScript: an editor with highlighted code in numbered steps and its output passing. */
const javascriptSteps: Scene = (doc, p, rng) => {
  doc.add(
    backdrop(doc, p, rng),
    card(70, 60, 500, 400, { r: 18, fill: INK, tone: p.deep }),
    rect(70, 60, 500, 40, 18, DARK),
    rect(70, 80, 500, 20, 0, DARK),
  );
  doc.add(
    circle(94, 80, 6, "#fb7185"),
    circle(114, 80, 6, "#fbbf24"),
    circle(134, 80, 6, "#34d399"),
    rect(160, 70, 110, 30, 8, INK),
    bars(176, 81, [70], MID, 8),
  );
  const lines: [indent: number, parts: [number, string][]][] = [
    [
      0,
      [
        [60, p.secondary],
        [90, WHITE],
        [40, p.soft],
      ],
    ],
    [
      1,
      [
        [50, p.secondary],
        [120, p.soft],
      ],
    ],
    [
      1,
      [
        [80, WHITE],
        [60, SUCCESS],
      ],
    ],
    [
      2,
      [
        [70, p.soft],
        [90, WHITE],
      ],
    ],
    [1, [[30, p.secondary]]],
    [0, [[20, WHITE]]],
    [0, []],
    [
      0,
      [
        [90, p.soft],
        [70, WHITE],
        [50, SUCCESS],
      ],
    ],
  ];
  lines.forEach(([indent, parts], i) => {
    const y = 124 + i * 38;
    doc.add(text(100, y + 10, String(i + 1), 14, MID, { "text-anchor": "end" }));
    let x = 124 + indent * 28;
    for (const [w, c] of parts) {
      doc.add(rect(x, y, w, 12, 6, c));
      x += w + 10;
    }
  });
  doc.add(rect(124, 350, 3, 20, 1, WHITE));
  doc.add(
    card(600, 90, 140, 140, { r: 24, fill: "#facc15", tone: p.deep }),
    text(700, 210, "JS", 56, INK, { "text-anchor": "end", "font-weight": 800 }),
  );
  doc.add(card(520, 300, 230, 130, { r: 18, tone: p.deep }));
  for (let i = 0; i < 3; i++)
    doc.add(
      circle(550, 334 + i * 32, 11, i < 2 ? SUCCESS : p.soft),
      bars(572, 330 + i * 32, [130 - i * 20], i < 2 ? DARK : BAR, 8),
    );
};

/** Watercolour landscapes: a painting of hills under a sun on the board, the paint box and a brush. */
const watercolour: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }), card(70, 50, 440, 330, { r: 6, tone: p.deep }));
  const paper = doc.clip(rect(90, 70, 400, 290, 2));
  const hill = (y: number, amp: number, colour: string, opacity: number) =>
    path(
      smoothPath(Array.from({ length: 6 }, (_, i) => [90 + i * 80, y - Math.sin(i * 1.3 + y) * amp] as const)) +
        "L490 360H90z",
      colour,
      { opacity },
    );
  doc.add(
    g(
      { "clip-path": paper },
      rect(
        90,
        70,
        400,
        290,
        0,
        doc.linear([
          [0, p.secondarySoft, 0.7],
          [1, WHITE],
        ]),
      ),
      circle(380, 140, 40, "#fbbf24", { opacity: 0.6 }),
      hill(230, 30, p.soft, 0.7),
      hill(270, 26, mix(SUCCESS, WHITE, 0.35), 0.7),
      hill(310, 20, p.accent, 0.55),
      ellipse(180, 340, 120, 20, p.deep, { opacity: 0.3 }),
    ),
  );
  // Paint box with wells.
  doc.add(floorShadow(640, 470, 120, p.deep), rect(540, 380, 210, 80, 14, WHITE, { stroke: LINE, "stroke-width": 2 }));
  [p.accent, p.secondary, "#fbbf24", mix(SUCCESS, WHITE, 0.2), p.deep, "#f97316"].forEach((c, i) =>
    doc.add(ellipse(570 + (i % 3) * 74, 402 + Math.floor(i / 3) * 36, 26, 12, c)),
  );
  doc.add(
    g(
      { transform: transform(600, 200, 40) },
      rect(-6, -10, 12, 200, 6, p.deep),
      rect(-8, -40, 16, 32, 3, MID),
      path("M-8-40c0-20 4-40 8-50 4 10 8 30 8 50z", DARK),
    ),
  );
  doc.add(line(140, 450, 460, 450, p.soft, 6), sparkle(700, 120, 9, p.secondary));
};

/** Email marketing: an inbox where the campaign is opened first, and the open rate rising. */
const emailMarketing: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(60, 60, 440, 400, { tone: p.deep }), rect(60, 94, 110, 366, 0, p.tint));
  for (let i = 0; i < 4; i++) doc.add(rect(76, 116 + i * 36, 78, 20, 6, i === 0 ? p.accent : WHITE));
  for (let i = 0; i < 5; i++) {
    const y = 116 + i * 66;
    const open = i === 0;
    doc.add(rect(184, y, 300, 56, 10, open ? p.tint : WHITE, { stroke: open ? p.accent : LINE, "stroke-width": 2 }));
    doc.add(
      circle(210, y + 28, 14, open ? p.accent : LINE),
      bars(236, y + 14, [open ? 150 : 120], open ? DARK : BAR, 9),
      bars(236, y + 32, [200], BAR, 6),
    );
  }
  // Open envelope with the letter rising from it.
  doc.add(
    floorShadow(640, 310, 110, p.deep),
    rect(560, 150, 160, 110, 8, WHITE, { stroke: LINE, "stroke-width": 2 }),
    bars(584, 172, [90, 110, 70], BAR, 8, 18),
  );
  doc.add(
    path("M540 200l100 70 100-70v100H540z", p.accent),
    poly(
      [
        [540, 300],
        [640, 230],
        [740, 300],
      ],
      p.deep,
    ),
    path("M540 200l100-60 100 60", "none", { stroke: p.accent, "stroke-width": 4 }),
  );
  doc.add(
    card(540, 340, 200, 120, { r: 16, tone: p.deep }),
    barChart(560, 360, 160, 80, [0.3, 0.42, 0.5, 0.66, 0.9], [p.soft, p.soft, p.soft, p.soft, p.accent]),
  );
  doc.add(pill(700, 110, 60, 30, p.secondary), icon("mail", 730, 125, 18, WHITE, { weight: 2.4 }));
};

/** The picture of each course, by its file name under public/art/course/. */
export const COURSE_SCENES: Readonly<Record<string, Scene>> = {
  "brand-identity": brandIdentity,
  networking,
  "spanish-travel": spanishTravel,
  javascript: javascriptSteps,
  watercolour,
  "email-marketing": emailMarketing,
};
