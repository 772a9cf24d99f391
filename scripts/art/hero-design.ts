/**
 * The design agency hero (640×520): a design tool with a landing page in progress on its canvas. One
 * block is selected, a pen-tool curve is half drawn, the colour palette sits in the side panel and two
 * collaborators' cursors, each with its name tag, work on the page at once.
 */
import { BAR, DARK, LINE, mix, WHITE, type Palette } from "./palette.ts";
import { dotPatch, softBlob } from "./scenery.ts";
import { circle, Doc, g, path, rect, transform } from "./svg.ts";
import { bars, card, pill, sparkle } from "./ui.ts";
import { themePalette } from "./theme-palette.ts";

const VIOLET = "#7c3aed";
const SKY = "#0ea5e9";
const AMBER = "#f59e0b";

/** A collaborator's arrow cursor with its name tag, tip at (x, y). */
function cursor(x: number, y: number, color: string): string {
  return g(
    { transform: transform(x, y) },
    path("M0 0l8 26 5-10 11-4z", color, { stroke: WHITE, "stroke-width": 2.5 }),
    pill(18, 20, 58, 22, color, WHITE),
  );
}

/** Square handles at the corners of a selection. */
function selection(x: number, y: number, w: number, h: number, color: string): string {
  const handle = (hx: number, hy: number) =>
    rect(hx - 5, hy - 5, 10, 10, 2, WHITE, { stroke: color, "stroke-width": 2 });
  return (
    rect(x, y, w, h, 0, "none", { stroke: color, "stroke-width": 2 }) +
    handle(x, y) +
    handle(x + w, y) +
    handle(x, y + h) +
    handle(x + w, y + h)
  );
}

export function designHero(p: Palette = themePalette("design")): string {
  const doc = new Doc(640, 520, "hero-design");
  doc.add(softBlob(doc, p, 330, 260, 236), dotPatch(doc, p, 500, 400, 112, 96));
  // The tool's window: a dark toolbar, layers on the left, properties on the right.
  doc.add(
    card(30, 56, 580, 400, { r: 18, tone: p.deep }),
    rect(30, 56, 580, 40, 18, p.deep),
    rect(30, 80, 580, 16, 0, p.deep),
  );
  doc.add(g({ fill: mix(p.deep, WHITE, 0.3) }, circle(54, 76, 5), circle(70, 76, 5), circle(86, 76, 5)));
  doc.add(pill(270, 68, 100, 16, mix(p.deep, WHITE, 0.15)), rect(30, 96, 110, 360, 0, "#fafafa"));
  for (let i = 0; i < 6; i++) {
    const y = 116 + i * 30;
    if (i === 2) doc.add(rect(38, y - 8, 94, 24, 6, mix(p.secondary, WHITE, 0.85)));
    doc.add(
      rect(48, y, 10, 8, 2, i === 2 ? p.secondary : BAR),
      bars(64, y, [48 - (i % 3) * 8], i === 2 ? p.secondary : BAR, 8),
    );
  }
  doc.add(rect(500, 96, 110, 360, 0, "#fafafa"), bars(514, 116, [50], DARK, 8));
  [p.secondary, AMBER, SKY, VIOLET, p.accent, DARK].forEach((c, i) =>
    doc.add(circle(524 + (i % 3) * 28, 146 + Math.floor(i / 3) * 28, 10, c)),
  );
  doc.add(
    bars(514, 214, [82, 82, 60], LINE, 8, 20),
    rect(514, 282, 82, 8, 4, LINE),
    rect(514, 282, 50, 8, 4, p.secondary),
    circle(564, 286, 7, WHITE, { stroke: p.secondary, "stroke-width": 2 }),
  );
  // The canvas and the page being designed on it.
  doc.add(rect(140, 96, 360, 360, 0, p.tint), card(170, 120, 300, 312, { r: 6, tone: p.deep }));
  doc.add(
    circle(190, 140, 7, p.secondary),
    g({ fill: BAR }, rect(330, 137, 28, 6, 3), rect(366, 137, 28, 6, 3), rect(402, 137, 28, 6, 3)),
    bars(204, 136, [40], DARK, 8),
  );
  doc.add(
    bars(190, 176, [150, 110], DARK, 14, 22),
    bars(190, 224, [120, 96], BAR, 7, 14),
    pill(190, 262, 76, 26, p.secondary, WHITE),
  );
  doc.add(
    rect(350, 170, 100, 118, 10, mix(p.secondary, WHITE, 0.8)),
    circle(400, 216, 26, p.secondary),
    path("M350 288l36-40 24 22 16-14 24 32z", mix(p.secondary, DARK, 0.2)),
  );
  doc.add(selection(350, 170, 100, 118, SKY));
  for (let i = 0; i < 3; i++)
    doc.add(rect(190 + i * 90, 318, 80, 90, 8, i === 1 ? mix(AMBER, WHITE, 0.75) : "#f4f4f5"));
  // A pen-tool curve across the page, its anchors and one pulled handle.
  doc.add(path("M200 400C240 330 300 440 350 380S430 330 450 360", "none", { stroke: VIOLET, "stroke-width": 3 }));
  doc.add(
    path("M350 380l-40 40M350 380l40-40", "none", { stroke: VIOLET, "stroke-width": 1.5 }),
    circle(310, 420, 5, VIOLET),
    circle(390, 340, 5, VIOLET),
  );
  doc.add(
    g(
      { fill: WHITE, stroke: VIOLET, "stroke-width": 2 },
      rect(195, 395, 10, 10, 2),
      rect(345, 375, 10, 10, 2),
      rect(445, 355, 10, 10, 2),
    ),
  );
  doc.add(cursor(452, 282, SKY), cursor(392, 338, VIOLET));
  // The palette, lifted out of the window as a floating card.
  doc.add(card(40, 404, 190, 72, { r: 16, tone: p.deep }));
  [p.secondary, AMBER, SKY, VIOLET, DARK].forEach((c, i) => doc.add(rect(56 + i * 32, 420, 26, 40, 6, c)));
  doc.add(sparkle(600, 36, 9, p.secondary), sparkle(30, 30, 8, AMBER));
  return doc.toString();
}
