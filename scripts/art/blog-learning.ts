/**
 * Blog scenes about learning: students comparing courses, a team learning to edit its own site,
 * and a school's staff at a website workshop.
 */
import { checkRow, floorShadow, iconBadge, type Scene } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, INK, LINE, mix, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, path, poly, rect, text } from "./svg.ts";
import { bars, browser, card, laptop, miniAvatar, pill, sparkle } from "./ui.ts";

/** Finding the right course: subject filters beside course cards that show length and the full fee. */
export const courseFinder: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(60, 60, 560, 400, { tone: p.deep }));
  doc.add(rect(80, 110, 140, 330, 12, p.tint), bars(96, 128, [80], DARK, 10));
  for (let i = 0; i < 5; i++) doc.add(checkRow(96, 156 + i * 40, 70, i === 1 || i === 3, p));
  for (let i = 0; i < 4; i++) {
    const x = 240 + (i % 2) * 186;
    const y = 110 + Math.floor(i / 2) * 170;
    doc.add(
      rect(x, y, 170, 156, 12, WHITE, { stroke: LINE, "stroke-width": 2 }),
      rect(x + 10, y + 10, 150, 60, 8, i % 2 ? p.soft : p.tint),
    );
    doc.add(
      bars(x + 14, y + 84, [120], DARK, 9),
      iconBadge(x + 24, y + 118, 10, "clock", p.accent),
      bars(x + 40, y + 114, [50], BAR, 7),
    );
    doc.add(rect(x + 108, y + 106, 50, 24, 12, p.accent), bars(x + 118, y + 114, [30], WHITE, 7));
  }
  // Graduation cap over the corner.
  doc.add(
    poly(
      [
        [600, 120],
        [700, 86],
        [780, 122],
        [680, 156],
      ],
      INK,
    ),
    path("M640 140v40c30 16 70 16 100 0v-40l-60 18z", DARK),
  );
  doc.add(
    path("M760 130v50", "none", { stroke: p.secondary, "stroke-width": 4 }),
    circle(760, 186, 8, p.secondary),
    sparkle(700, 440, 9, p.secondary),
  );
};

/** A team learning to update its site: a trainer's screen showing the page editor, and three people at a table. */
export const teamTraining: Scene = (doc, p, rng) => {
  doc.add(
    backdrop(doc, p, rng, { dots: false }),
    card(160, 40, 480, 260, { r: 14, fill: DARK, tone: p.deep }),
    rect(172, 52, 456, 236, 8, WHITE),
  );
  doc.add(rect(172, 52, 90, 236, 0, p.tint));
  for (let i = 0; i < 5; i++) doc.add(rect(186, 72 + i * 34, 62, 20, 6, i === 1 ? p.accent : WHITE));
  doc.add(
    bars(282, 76, [180], DARK, 12),
    rect(282, 104, 210, 110, 8, p.soft),
    icon("image", 387, 159, 40, WHITE),
    bars(282, 230, [300, 250], BAR, 8, 18),
  );
  doc.add(circle(560, 150, 30, p.secondary), icon("edit", 560, 150, 30, WHITE, { weight: 2.4 }));
  // Table with three learners and their laptops.
  const skins = ["#f1c27d", "#8d5524", "#c68642"];
  for (let i = 0; i < 3; i++) {
    const x = 220 + i * 180;
    doc.add(circle(x, 360, 34, skins[i]!), path(`M${x - 36} 350a36 36 0 0 1 72 0c-20-12-50-12-72 0z`, DARK));
    doc.add(path(`M${x - 70} 470c0-50 30-76 70-76s70 26 70 76z`, i === 1 ? p.accent : p.deep));
  }
  doc.add(rect(80, 440, 640, 20, 10, mix(p.deep, DARK, 0.3)), floorShadow(400, 505, 320, p.deep));
  for (let i = 0; i < 3; i++)
    doc.add(path(`M${170 + i * 180} 440l10-40h80l10 40z`, LINE), circle(220 + i * 180, 420, 5, MID));
};

const MID = mix(BAR, DARK, 0.3);

/** A website workshop for school staff: the school with its bell, and the news and events pages they keep. */
export const schoolWorkshop: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), floorShadow(220, 460, 190, p.deep));
  doc.add(
    rect(60, 220, 320, 236, 6, WHITE),
    poly(
      [
        [40, 224],
        [220, 130],
        [400, 224],
      ],
      p.deep,
    ),
  );
  doc.add(
    rect(170, 60, 100, 130, 4, WHITE),
    poly(
      [
        [156, 66],
        [220, 20],
        [284, 66],
      ],
      p.accent,
    ),
    circle(220, 114, 26, p.tint),
    path("M220 114v-16M220 114l12 8", "none", { stroke: DARK, "stroke-width": 4 }),
  );
  for (let i = 0; i < 4; i++)
    doc.add(rect(84 + i * 76, 260, 44, 56, 4, p.soft), rect(84 + i * 76, 346, 44, 56, 4, p.soft));
  doc.add(path("M190 456v-80a30 30 0 0 1 60 0v80z", p.accent));
  doc.add(laptop(450, 130, 300, 210, WHITE, p.deep), bars(474, 160, [110], DARK, 10));
  doc.add(
    rect(474, 184, 120, 120, 8, p.tint),
    bars(488, 200, [60], p.accent, 8),
    bars(488, 220, [90, 80, 70], BAR, 6, 14),
  );
  doc.add(
    rect(606, 184, 120, 120, 8, WHITE, { stroke: LINE, "stroke-width": 2 }),
    icon("calendar", 666, 226, 34, p.accent, { weight: 2 }),
  );
  doc.add(bars(622, 266, [88, 60], BAR, 6, 14), card(450, 380, 240, 70, { r: 35, tone: p.deep }));
  for (let i = 0; i < 3; i++)
    doc.add(miniAvatar(488 + i * 44, 415, 22, p.tint, ["#8d5524", "#f1c27d", "#c68642"][i]!, DARK, p.deep));
  doc.add(
    pill(626, 400, 48, 30, p.accent),
    text(650, 421, "+5", 15, WHITE, { "text-anchor": "middle", "font-weight": 700 }),
  );
};
