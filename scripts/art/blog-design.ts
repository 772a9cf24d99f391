/**
 * Blog scenes about design: whitespace on a landing page, a brand palette, typography, mobile menus,
 * a design system, illustration and a brand refresh in the studio.
 */
import { floorShadow, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, INK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop, leaf } from "./scenery.ts";
import { circle, d, ellipse, g, line, path, rect, text, transform } from "./svg.ts";
import { bars, browser, card, phone, phoneScreen, pill, sparkle } from "./ui.ts";

/** Arrow pointer, tip at (x, y). */
function pointer(x: number, y: number): string {
  return g(
    { transform: transform(x, y, -12) },
    path("M0 0l22 52 7-22 22-7z", DARK, { stroke: WHITE, "stroke-width": 4 }),
  );
}

/** Whitespace: a landing page with one heading, one line and one button, its margins measured. */
export const whitespace: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(110, 60, 580, 400, { tone: p.deep }));
  doc.add(bars(280, 170, [240], DARK, 18), bars(310, 206, [180], BAR, 9), pill(330, 260, 140, 46, p.accent, WHITE));
  const guide = { stroke: p.secondary, "stroke-width": 2, "stroke-dasharray": "4 5" };
  doc.add(path("M150 179H270M530 179H650M400 110V160M400 316V420", "none", guide));
  doc.add(path("M150 172v14M650 172v14M393 110h14M393 420h14", "none", { stroke: p.secondary, "stroke-width": 2 }));
  doc.add(pointer(448, 290), sparkle(70, 80, 9, p.secondary), sparkle(730, 470, 8, p.accent));
};

/** A colour palette: fanned swatch cards, paint drops and a contrast check that passes. */
export const colourPalette: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const swatches = [p.deep, p.accent, p.soft, p.secondary, p.secondarySoft];
  swatches.forEach((colour, i) => {
    doc.add(
      g(
        { transform: transform(300, 440, -40 + i * 20) },
        card(-50, -330, 100, 300, { r: 14, tone: p.deep }),
        rect(-40, -320, 80, 200, 8, colour),
        bars(-36, -100, [60, 40], BAR, 8, 16),
        circle(0, -50, 8, LINE),
      ),
    );
  });
  doc.add(card(520, 110, 220, 170, { r: 20, tone: p.deep }), rect(540, 130, 180, 90, 12, p.deep));
  doc.add(text(630, 192, "Aa", 46, WHITE, { "text-anchor": "middle", "font-weight": 700 }));
  doc.add(iconBadge(560, 248, 14, "check", SUCCESS), bars(584, 244, [110], DARK, 8));
  doc.add(path("M600 330c20 30 30 44 30 58a30 30 0 0 1-60 0c0-14 10-28 30-58z", p.accent));
  doc.add(path("M680 360c14 20 20 30 20 40a20 20 0 0 1-40 0c0-10 6-20 20-40z", p.secondary));
};

/** Typography: a type specimen, a scale from heading to body and the line length kept in check. */
export const typography: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(70, 70, 280, 360, { r: 22, fill: p.deep, tone: p.deep }));
  doc.add(text(210, 270, "Aa", 150, WHITE, { "text-anchor": "middle", "font-weight": 700 }));
  doc.add(bars(104, 330, [120], p.soft, 10), bars(104, 352, [200, 170], mix(p.soft, p.deep, 0.4), 8, 16));
  doc.add(card(390, 70, 340, 380, { r: 22, tone: p.deep }));
  doc.add(
    path("M420 130H700M420 190H700M420 240H700M420 280H700", "none", {
      stroke: LINE,
      "stroke-width": 1.5,
      "stroke-dasharray": "4 6",
    }),
  );
  doc.add(bars(420, 104, [230], DARK, 26), bars(420, 170, [170], DARK, 18), bars(420, 224, [120], p.accent, 13));
  doc.add(bars(420, 300, [270, 250, 266, 180], BAR, 8, 20));
  doc.add(
    path("M420 400H690", "none", { stroke: p.secondary, "stroke-width": 3 }),
    path("M420 392v16M690 392v16", "none", { stroke: p.secondary, "stroke-width": 3 }),
  );
  doc.add(sparkle(60, 470, 9, p.secondary));
};

/** Mobile menus: one phone with its drawer open, one with a bottom tab bar, and a thumb-sized target. */
export const mobileMenus: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(400, 480, 260, p.deep));
  doc.add(phone(150, 50, 210, 420, WHITE, p.deep), phone(440, 70, 210, 400, WHITE, p.deep));
  const a = phoneScreen(150, 50, 210, 420);
  doc.add(rect(a.x, a.y + 30, a.w * 0.8, a.h - 30, 0, p.deep), circle(a.x + a.w - 22, a.y + 50, 14, LINE));
  doc.add(path(d`M${a.x + a.w - 28} ${a.y + 50}h12`, "none", { stroke: DARK, "stroke-width": 3 }));
  for (let i = 0; i < 5; i++) {
    const y = a.y + 74 + i * 56;
    doc.add(rect(a.x + 14, y, a.w * 0.8 - 28, 42, 10, i === 1 ? p.accent : mix(p.deep, WHITE, 0.12)));
    doc.add(bars(a.x + 30, y + 17, [70 + ((i * 23) % 40)], i === 1 ? WHITE : p.soft, 8));
  }
  const b = phoneScreen(440, 70, 210, 400);
  doc.add(
    path(d`M${b.x + 20} ${b.y + 46}h24M${b.x + 20} ${b.y + 54}h24M${b.x + 20} ${b.y + 62}h24`, "none", {
      stroke: DARK,
      "stroke-width": 3,
    }),
  );
  doc.add(rect(b.x + 20, b.y + 86, b.w - 40, 120, 12, p.soft), bars(b.x + 20, b.y + 224, [150, 120, 136], BAR, 8, 18));
  doc.add(rect(b.x, b.y + b.h - 64, b.w, 64, 0, p.tint));
  (["home", "search", "heart", "users"] as const).forEach((glyph, i) =>
    doc.add(
      icon(glyph, b.x + 28 + i * ((b.w - 56) / 3), b.y + b.h - 34, 22, i === 0 ? p.accent : BAR, { weight: 2.4 }),
    ),
  );
  doc.add(
    circle(b.x + 28, b.y + b.h - 34, 26, "none", { stroke: p.secondary, "stroke-width": 3, "stroke-dasharray": "4 5" }),
  );
  doc.add(sparkle(80, 90, 9, p.secondary), sparkle(720, 120, 8, p.accent));
};

/** A design system: colour tokens feeding buttons, inputs, toggles and cards on one board. */
export const designSystem: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(60, 60, 680, 400, { r: 24, tone: p.deep }));
  [p.deep, p.accent, p.soft, p.secondary, DARK].forEach((c, i) => doc.add(circle(110 + i * 56, 110, 20, c)));
  doc.add(bars(400, 104, [150], DARK, 12));
  doc.add(
    pill(90, 170, 130, 44, p.accent, WHITE),
    pill(236, 170, 130, 44, WHITE),
    rect(236, 170, 130, 44, 22, "none", { stroke: p.accent, "stroke-width": 2.5 }),
  );
  doc.add(
    bars(260, 189, [82], p.accent, 6),
    pill(382, 170, 44, 44, p.tint),
    icon("plus", 404, 192, 20, p.accent, { weight: 3 }),
  );
  doc.add(rect(90, 240, 336, 44, 12, WHITE, { stroke: LINE, "stroke-width": 2 }), bars(108, 258, [120], BAR, 8));
  doc.add(
    rect(90, 310, 64, 34, 17, p.accent),
    circle(137, 327, 13, WHITE),
    rect(170, 310, 64, 34, 17, LINE),
    circle(187, 327, 13, WHITE),
  );
  doc.add(
    iconBadge(276, 327, 18, "check", SUCCESS),
    iconBadge(326, 327, 18, "star", p.secondary),
    iconBadge(376, 327, 18, "heart", p.accent),
  );
  for (const [x, tone] of [
    [470, p.tint],
    [600, mix(p.secondarySoft, WHITE, 0.4)],
  ] as const) {
    doc.add(
      card(x, 160, 116, 250, { r: 16, tone: p.deep, stroke: LINE }),
      rect(x, 160, 116, 100, 16, tone),
      rect(x, 220, 116, 40, 0, tone),
    );
    doc.add(bars(x + 14, 280, [80, 60, 70], BAR, 7, 16), pill(x + 14, 356, 88, 30, p.accent, WHITE));
  }
  doc.add(path("M110 130v26M166 130v26", "none", { stroke: p.soft, "stroke-width": 2, "stroke-dasharray": "3 5" }));
};

/** Illustration: a stylus drawing a character on a tablet, with the brush swatches beside it. */
export const illustration: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(360, 470, 260, p.deep));
  doc.add(
    card(110, 70, 500, 380, { r: 30, fill: DARK, tone: p.deep }),
    rect(136, 96, 448, 328, 14, mix(p.tint, WHITE, 0.5)),
  );
  // The character being drawn: a round figure holding a leaf, half inked, half still a sketch.
  doc.add(
    circle(330, 330, 90, p.soft),
    circle(330, 190, 46, "#f1c27d"),
    path("M284 186a46 46 0 0 1 92 0c-20-14-60-16-92 0z", DARK),
  );
  doc.add(
    circle(316, 192, 4, DARK),
    circle(344, 192, 4, DARK),
    path("M318 210q12 10 24 0", "none", { stroke: DARK, "stroke-width": 3 }),
  );
  doc.add(path("M250 330a90 90 0 0 1 80-90", "none", { stroke: p.accent, "stroke-width": 10 }));
  doc.add(leaf(420, 300, 90, 40, 30, p.accent, WHITE), leaf(200, 380, 70, 30, -40, p.deep, WHITE));
  doc.add(path("M450 250q40-30 60 10t50 0", "none", { stroke: p.secondary, "stroke-width": 8 }));
  // Stylus.
  doc.add(
    g(
      { transform: transform(560, 262, 35) },
      rect(0, -8, 170, 16, 8, WHITE, { stroke: BAR, "stroke-width": 2 }),
      path("M0-8l-24 8 24 8z", DARK),
    ),
  );
  [p.accent, p.secondary, p.deep, "#f1c27d"].forEach((c, i) =>
    doc.add(
      circle(680, 120 + i * 60, 22, c),
      circle(680, 120 + i * 60, 22, "none", { stroke: WHITE, "stroke-width": 4 }),
    ),
  );
};

/** A brand refresh for a coffee roaster: logo sketches, the new bag and a cup on the studio table. */
export const brandRefresh: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }));
  doc.add(
    g(
      { transform: transform(220, 230, -6) },
      card(-150, -150, 300, 300, { r: 8, tone: p.deep }),
      path("M-110-90h220M-110-30h220M-110 30h220M-110 90h220", "none", { stroke: LINE, "stroke-width": 1.5 }),
    ),
  );
  for (const [x, y, o] of [
    [160, 180, 1],
    [270, 180, 0.5],
    [160, 290, 0.5],
    [270, 290, 0.5],
  ] as const) {
    doc.add(
      circle(x, y, 38, "none", { stroke: o === 1 ? p.accent : MUTED_INK, "stroke-width": 4, opacity: o }),
      ellipse(x, y, 14, 22, "none", { stroke: o === 1 ? p.accent : MUTED_INK, "stroke-width": 4, opacity: o }),
    );
  }
  doc.add(line(270, 250, 300, 220, p.secondary, 4));
  // Coffee bag with the chosen mark.
  doc.add(
    floorShadow(520, 470, 110, p.deep),
    path("M430 160h180l20 300H410z", p.deep),
    path("M430 160l10-30h160l10 30z", mix(p.deep, INK, 0.3)),
  );
  doc.add(
    circle(520, 290, 52, p.soft),
    ellipse(520, 290, 18, 30, p.deep),
    path("M520 262q-8 28 0 56", "none", { stroke: p.soft, "stroke-width": 4 }),
  );
  doc.add(bars(470, 370, [100, 70], p.soft, 10, 20));
  // Cup and saucer.
  doc.add(
    ellipse(690, 450, 70, 16, WHITE),
    path("M640 370h100l-10 70h-80z", WHITE),
    circle(748, 396, 18, "none", { stroke: WHITE, "stroke-width": 8 }),
  );
  doc.add(
    ellipse(690, 372, 50, 10, mix(p.deep, "#7c4a1e", 0.6)),
    path("M670 340c-6-10 6-16 0-26M700 340c-6-10 6-16 0-26", "none", { stroke: p.soft, "stroke-width": 4 }),
  );
  doc.add(
    rect(80, 420, 120, 60, 6, p.secondarySoft, { transform: "rotate(4 140 450)" }),
    bars(96, 436, [80, 60], p.deep, 7, 16),
  );
};

const MUTED_INK = mix(INK, WHITE, 0.45);
