/**
 * The personal portfolio hero (640×520): Elena, the designer the page belongs to, at her desk. Her
 * laptop is turned away from us and sized to her, a sketchbook lies open under her pencil, a plant and
 * a mug stand beside it, and her sketches are pinned to the wall behind.
 */
import { avatarTraits, SKIN_TONES } from "./avatar.ts";
import { figure } from "./figure.ts";
import { BAR, DARK, LINE, mix, WHITE, type Palette } from "./palette.ts";
import { dotPatch, leaf, softBlob } from "./scenery.ts";
import { circle, d, Doc, path, rect } from "./svg.ts";
import { bars, card, sparkle } from "./ui.ts";
import { themePalette } from "./theme-palette.ts";

const DESK = 392;
const PLANT = "#4d7c4a";

/** Sketches pinned to the wall: a wireframe, a logo study and a swatch card. */
function pinboard(p: Palette): string {
  return (
    card(56, 70, 150, 112, { r: 10, tone: p.deep }) +
    rect(70, 84, 122, 44, 6, p.tint) +
    circle(92, 106, 12, p.soft) +
    bars(70, 140, [96, 70], BAR, 7, 14) +
    card(450, 60, 128, 96, { r: 10, tone: p.deep }) +
    path("M478 124c10-44 62-44 72 0", "none", { stroke: p.accent, "stroke-width": 5 }) +
    circle(514, 92, 12, p.secondary) +
    card(470, 176, 96, 64, { r: 10, tone: p.deep }) +
    [p.accent, p.secondary, p.soft].map((c, i) => rect(482 + i * 26, 190, 20, 36, 5, c)).join("") +
    circle(131, 70, 6, p.secondary) +
    circle(514, 60, 6, p.accent) +
    circle(518, 176, 6, p.secondary)
  );
}

export function personalHero(p: Palette = themePalette("personal")): string {
  const doc = new Doc(640, 520, "hero-personal");
  doc.add(softBlob(doc, p, 320, 260, 236), dotPatch(doc, p, 24, 360, 112, 96), pinboard(p));
  // Her chair's back, then Elena herself, her lower half hidden by the desk.
  doc.add(rect(206, 190, 148, 230, 40, mix(p.deep, DARK, 0.3)));
  doc.add(
    figure(280, 560, 1.3, {
      traits: avatarTraits("elena-varga", "woman", {
        skin: SKIN_TONES[1],
        style: "bun",
        hair: "#6b4226",
        glasses: true,
        shirt: p.accent,
      }),
      legs: DARK,
      hands: [
        [-46, -142],
        [56, -146],
      ],
    }),
  );
  // The desk, the laptop turned away from us, the sketchbook and pencil, a mug and a plant.
  doc.add(
    rect(40, DESK, 560, 16, 6, p.deep),
    rect(70, DESK + 16, 14, 104, 4, p.deep),
    rect(556, DESK + 16, 14, 104, 4, p.deep),
  );
  // A panel under the desk top, since she sits behind it.
  doc.add(rect(84, DESK + 16, 472, 112, 0, mix(p.soft, WHITE, 0.5)));
  doc.add(
    path(d`M312 ${DESK}l14-104h134l14 104z`, mix(LINE, p.soft, 0.3)),
    circle(394, DESK - 52, 10, WHITE, { opacity: 0.8 }),
    rect(300, DESK - 6, 186, 8, 4, BAR),
  );
  doc.add(
    path(d`M120 ${DESK - 2}l18-26h120l-6 26z`, WHITE, { stroke: LINE, "stroke-width": 2 }),
    path(d`M150 ${DESK - 14}c14-8 28 6 44-2s24 4 34-2`, "none", { stroke: p.accent, "stroke-width": 3 }),
    path(d`M222 ${DESK - 12}l-34-26`, "none", { stroke: p.secondary, "stroke-width": 6 }),
  );
  doc.add(
    leaf(540, DESK - 40, 70, 30, -30, PLANT, WHITE),
    leaf(548, DESK - 40, 84, 32, 6, mix(PLANT, WHITE, 0.15), WHITE),
    leaf(556, DESK - 40, 62, 28, 40, PLANT, WHITE),
    path(d`M520 ${DESK - 46}h56l-8 46h-40z`, p.secondary),
    rect(88, DESK - 44, 28, 44, 6, WHITE, { stroke: p.soft, "stroke-width": 3 }),
  );
  doc.add(sparkle(330, 60, 9, p.secondary), sparkle(610, 320, 8, p.accent));
  return doc.toString();
}
