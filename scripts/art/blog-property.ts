/**
 * Blog scenes for estate agents: a listing with its neighbourhood mapped, a virtual tour and the
 * valuation form and price alerts that bring in leads.
 */
import { floorShadow, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, ellipse, path, poly, rect } from "./svg.ts";
import { bars, browser, card, dashed, pill, sparkle } from "./ui.ts";

/** A gabled house front on a photo tile: the listing's picture in miniature. */
function housePhoto(x: number, y: number, w: number, h: number, p: Parameters<Scene>[1]): string {
  const cx = x + w / 2;
  return (
    rect(x, y, w, h, 10, p.tint) +
    rect(x, y + h * 0.78, w, h * 0.22, 0, mix(SUCCESS, WHITE, 0.6)) +
    rect(cx - w * 0.26, y + h * 0.42, w * 0.52, h * 0.4, 0, WHITE) +
    poly(
      [
        [cx - w * 0.32, y + h * 0.44],
        [cx, y + h * 0.14],
        [cx + w * 0.32, y + h * 0.44],
      ],
      p.deep,
    ) +
    rect(cx - w * 0.05, y + h * 0.6, w * 0.1, h * 0.22, 0, p.accent) +
    rect(cx - w * 0.2, y + h * 0.5, w * 0.1, h * 0.1, 0, p.soft) +
    rect(cx + w * 0.1, y + h * 0.5, w * 0.1, h * 0.1, 0, p.soft)
  );
}

/** Selling the neighbourhood: a map with the school, the shops and the park a short walk from the listing. */
export const neighbourhood: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(250, 50, 490, 420, { r: 22, fill: mix(p.tint, WHITE, 0.3), tone: p.deep }));
  doc.add(path("M250 180H740M250 360H740M420 50V470M620 50V470", "none", { stroke: WHITE, "stroke-width": 16 }));
  doc.add(rect(640, 380, 100, 90, 0, mix(SUCCESS, WHITE, 0.65)), circle(680, 420, 20, mix(SUCCESS, WHITE, 0.35)));
  const places = [
    [540, 110, "book"],
    [700, 260, "cart"],
    [680, 420, "heart"],
  ] as const;
  for (const [x, y, glyph] of places) {
    doc.add(
      dashed(
        [
          [440, 280],
          [(440 + x) / 2, (280 + y) / 2 - 30],
          [x, y],
        ],
        p.accent,
        3,
      ),
    );
    doc.add(
      circle(x, y, 24, WHITE, { stroke: p.accent, "stroke-width": 3 }),
      icon(glyph, x, y, 24, p.accent, { weight: 2.4 }),
    );
  }
  doc.add(
    path("M440 300s-36-30-36-58a36 36 0 0 1 72 0c0 28-36 58-36 58z", p.secondary),
    icon("home", 440, 240, 28, WHITE, { weight: 2.6 }),
  );
  doc.add(card(60, 140, 240, 280, { r: 18, tone: p.deep }), housePhoto(76, 156, 208, 140, p));
  doc.add(bars(80, 314, [150], DARK, 11), bars(80, 338, [100], BAR, 8), pill(80, 364, 110, 32, p.accent, WHITE));
};

/** A virtual tour: a living room shown as a panorama with the 360° orbit and the walk-through's play button. */
export const virtualTour: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(80, 60, 640, 400, { tone: p.deep }));
  doc.add(rect(96, 110, 608, 330, 10, mix(p.tint, WHITE, 0.2)), rect(96, 350, 608, 90, 0, mix(p.soft, WHITE, 0.4)));
  // Window, lamp, sofa and a plant: the room the buyer walks through.
  doc.add(
    rect(150, 140, 150, 150, 6, WHITE),
    rect(158, 148, 134, 134, 2, mix(p.secondarySoft, WHITE, 0.3)),
    path("M225 148v134M158 215h134", "none", { stroke: WHITE, "stroke-width": 6 }),
  );
  doc.add(
    rect(400, 280, 240, 70, 18, p.deep),
    rect(390, 300, 40, 70, 14, mix(p.deep, DARK, 0.2)),
    rect(610, 300, 40, 70, 14, mix(p.deep, DARK, 0.2)),
    rect(420, 350, 200, 30, 8, p.accent),
  );
  doc.add(
    path("M660 380V160M640 160h40l-8-36h-24z", "none", { stroke: DARK, "stroke-width": 4 }),
    path("M640 160h40l-8-36h-24z", p.secondary),
  );
  doc.add(
    ellipse(400, 270, 260, 70, "none", { stroke: WHITE, "stroke-width": 5, "stroke-dasharray": "18 12" }),
    path("M650 262l16 14 4-20z", WHITE),
  );
  doc.add(circle(400, 220, 40, WHITE, { opacity: 0.95 }), icon("play", 404, 220, 40, p.accent, { filled: true }));
  doc.add(
    card(540, 400, 200, 70, { r: 35, tone: p.deep }),
    iconBadge(576, 435, 20, "users", p.accent),
    bars(606, 426, [100, 70], BAR, 8, 14),
  );
};

/** Leads for estate agents: a free valuation form, a price alert and a saved search. */
export const agentLeads: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(70, 60, 320, 400, { r: 22, tone: p.deep }), housePhoto(90, 80, 280, 130, p));
  doc.add(bars(96, 232, [180], DARK, 12));
  for (let i = 0; i < 2; i++)
    doc.add(
      bars(96, 262 + i * 64, [70], BAR, 7),
      rect(96, 276 + i * 64, 268, 38, 10, WHITE, { stroke: i ? p.accent : LINE, "stroke-width": 2 }),
    );
  doc.add(pill(96, 404, 268, 40, p.accent, WHITE));
  doc.add(
    card(440, 90, 290, 120, { r: 18, tone: p.deep }),
    circle(492, 150, 30, p.secondary),
    icon("bell", 492, 150, 32, WHITE, { weight: 2.4 }),
  );
  doc.add(circle(514, 126, 10, "#ef4444"), bars(540, 128, [150], DARK, 10), bars(540, 152, [80], SUCCESS, 10));
  doc.add(
    card(440, 250, 290, 180, { r: 18, tone: p.deep }),
    bars(464, 276, [130], DARK, 10),
    icon("heart", 700, 282, 26, p.accent, { filled: true }),
  );
  for (let i = 0; i < 3; i++)
    doc.add(
      rect(464 + i * 84, 304, 74, 60, 8, i === 1 ? p.soft : p.tint),
      bars(464 + i * 84, 376, [60, 40], BAR, 6, 12),
    );
  doc.add(sparkle(760, 60, 8, p.secondary), floorShadow(580, 470, 120, p.deep));
};
