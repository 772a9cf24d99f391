/**
 * Art for the personal portfolio's about section (560×480): a designer's desk seen from above, with
 * a sketchbook of wireframes, colour swatches, a pen and a cup, in the personal palette.
 */
import { DARK, INK, mix, WHITE, type Palette } from "./palette.ts";
import { PERSONAL } from "./hero-homes-2.ts";
import { dotPatch, softBlob } from "./scenery.ts";
import { circle, d, Doc, path, rect } from "./svg.ts";
import { bars, card, sparkle } from "./ui.ts";

export function personalAbout(p: Palette = PERSONAL): string {
  const doc = new Doc(560, 480, "about-personal");
  doc.add(softBlob(doc, p, 280, 250, 210), dotPatch(doc, p, 24, 24, 112, 80));
  // The open sketchbook: two pages, a wireframe on the left and notes on the right.
  doc.add(card(90, 110, 360, 240, { r: 18, tone: p.deep }));
  doc.add(rect(269, 118, 2, 224, 1, mix(p.soft, WHITE, 0.3)));
  doc.add(rect(114, 138, 132, 74, 8, p.tint), circle(140, 164, 12, p.soft), bars(162, 156, [64, 44], p.soft, 8, 16));
  doc.add(rect(114, 226, 60, 96, 8, p.accent, { opacity: 0.9 }), rect(186, 226, 60, 42, 8, p.soft));
  doc.add(rect(186, 280, 60, 42, 8, p.secondary, { opacity: 0.85 }));
  doc.add(bars(294, 146, [128, 96, 112, 72], mix(p.soft, WHITE, 0.2), 9, 22));
  doc.add(path(d`M296 256c30-36 60 20 92-12s46-20 38 14`, "none", { stroke: p.accent, "stroke-width": 4 }));
  doc.add(circle(420, 306, 16, p.secondary), circle(388, 306, 16, p.accent), circle(356, 306, 16, p.deep));
  // Swatch fan, a pen laid across the corner and a cup.
  for (const [i, color] of [p.accent, p.secondary, p.deep, p.soft].entries()) {
    doc.add(rect(58 + i * 22, 372, 20, 78, 6, color, { transform: `rotate(${-24 + i * 10} ${70 + i * 22} 440)` }));
  }
  doc.add(path(d`M430 392l88-62 10 14-88 62-16 4z`, DARK), path(d`M430 392l-6 18 16-4z`, p.secondary));
  doc.add(
    circle(470, 110, 34, WHITE),
    circle(470, 110, 24, INK, { opacity: 0.85 }),
    circle(462, 102, 6, WHITE, { opacity: 0.35 }),
  );
  doc.add(sparkle(62, 300, 9, p.secondary), sparkle(520, 230, 8, p.accent));
  return doc.toString();
}
