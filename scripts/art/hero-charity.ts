/**
 * The charity hero (640×520): a street food stall on a distribution day. One volunteer packs boxes
 * behind the table, another hands a box of groceries to a mother, and her daughter holds a heart
 * balloon. The volunteers are the charity's own team, drawn with their portraits' faces.
 */
import { figure, portraitTraits } from "./figure.ts";
import { icon } from "./icons.ts";
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { leaf, softBlob } from "./scenery.ts";
import { circle, d, Doc, ellipse, instance, path, rect, transform } from "./svg.ts";
import { sparkle } from "./ui.ts";
import { themePalette } from "./theme-palette.ts";

const KRAFT = "#d9a066";
const KRAFT_DARK = "#b97f45";
const GREENS = "#4d7c4a";

/**
 * A cardboard box of groceries centred on the origin, a hundred wide: greens and a loaf over the rim,
 * a heart label. Drawn once and placed at each size, since the stall shows several.
 */
function foodBox(p: Palette): string {
  const w = 100;
  const h = w * 0.7;
  const x = -w / 2;
  const y = -h / 2;
  const cx = 0;
  const cy = 0;
  return (
    leaf(x + w * 0.3, y + 4, w * 0.42, w * 0.2, -18, GREENS) +
    leaf(x + w * 0.42, y + 4, w * 0.36, w * 0.18, 12, mix(GREENS, WHITE, 0.2)) +
    rect(x + w * 0.52, y - w * 0.2, w * 0.22, w * 0.4, w * 0.1, "#e9b872", {
      transform: d`rotate(20 ${x + w * 0.63} ${y})`,
    }) +
    circle(x + w * 0.84, y - 2, w * 0.1, p.accent) +
    rect(x, y, w, h, 4, KRAFT) +
    path(d`M${x} ${y}h${w}l-${w * 0.08} ${h * 0.16}H${x + w * 0.08}z`, KRAFT_DARK) +
    circle(cx, cy + h * 0.12, w * 0.16, WHITE) +
    icon("heart", cx, cy + h * 0.13, w * 0.2, p.accent, { filled: true })
  );
}

/** The stall: two posts, a striped awning with a scalloped edge, and a sign with the charity's heart. */
function stall(doc: Doc, p: Palette): string {
  const stripes = doc.pattern(rect(0, 0, 24, 48, 0, p.accent) + rect(24, 0, 24, 48, 0, WHITE), 48, 48, 22, 92);
  let scallops = "";
  for (let x = 22; x < 278; x += 32) scallops += "a16 16 0 0 0 32 0";
  return (
    rect(38, 120, 12, 350, 6, p.deep) +
    rect(250, 120, 12, 350, 6, p.deep) +
    rect(22, 92, 256, 40, 8, stripes) +
    path(`M22 130${scallops}z`, p.accent) +
    circle(150, 78, 26, WHITE, { stroke: p.accent, "stroke-width": 4 }) +
    icon("heart", 150, 79, 26, p.accent, { filled: true })
  );
}

export function charityHero(p: Palette = themePalette("charity")): string {
  const doc = new Doc(640, 520, "hero-charity");
  const box = doc.define(foodBox(p));
  const boxAt = (cx: number, cy: number, w: number) =>
    instance(box, 0, 0, { transform: transform(cx, cy, 0, w / 100) });
  doc.add(softBlob(doc, p, 330, 270, 236));
  doc.add(ellipse(330, 476, 300, 18, p.deep, { opacity: 0.1 }));
  doc.add(stall(doc, p));
  // Behind the table: a volunteer packing the next box.
  doc.add(
    figure(150, 464, 0.95, {
      traits: portraitTraits("Kenji Mori", { shirt: "#0f766e" }),
      legs: DARK,
      apron: p.accent,
      hands: [
        [-44, -196],
        [44, -196],
      ],
      held: boxAt(0, -214, 96),
    }),
  );
  doc.add(boxAt(62, 322, 64), boxAt(238, 322, 64));
  // The table, its cloth over the volunteer's legs.
  doc.add(rect(24, 344, 252, 14, 4, p.deep), path("M34 358h232l-8 116H42z", mix(p.tint, WHITE, 0.2)));
  doc.add(path("M34 358h232v22H34z", p.secondary));
  // In front: a volunteer hands a box to a mother; her daughter holds her hand and a heart balloon.
  doc.add(
    figure(330, 478, 1.05, {
      traits: portraitTraits("Amara Diallo", { shirt: "#475569" }),
      legs: mix(p.deep, DARK, 0.5),
      apron: p.accent,
      hands: [
        [-50, -134],
        [52, -166],
      ],
      held: boxAt(86, -176, 84),
    }),
  );
  doc.add(
    path("M596 300C590 250 612 210 604 160", "none", { stroke: DARK, "stroke-width": 2 }),
    icon("heart", 604, 132, 70, p.accent, { filled: true }),
    path("M588 116q6-10 16-8", "none", { stroke: WHITE, "stroke-width": 4, opacity: 0.6 }),
  );
  doc.add(
    figure(478, 478, 1.05, {
      traits: portraitTraits("Sofia Marquez", { shirt: p.secondary }),
      legs: "#334155",
      hands: [
        [-40, -160],
        [52, -126],
      ],
    }),
  );
  doc.add(
    figure(574, 478, 1.05, {
      traits: portraitTraits("Lucía Fernández", { style: "ponytail", shirt: "#0ea5e9" }),
      legs: p.deep,
      child: true,
      hands: [
        [-36, -128],
        [22, -168],
      ],
    }),
  );
  doc.add(sparkle(330, 60, 9, p.secondary), sparkle(620, 360, 8, p.accent), sparkle(24, 200, 8, p.secondary));
  return doc.toString();
}
