/**
 * The charity's cause pictures (480×320), one frame for all: a warm sky, a sun, a strip of ground, a
 * child on the left and what the cause pays for on the right, every outline the same weight. The
 * palette plays the same parts in each (accent for the main object, highlight for the second) and
 * each cause adds one colour of its own: water's blue, a book's paper, a soup's orange.
 */
import { avatarTraits, SKIN_TONES } from "./avatar.ts";
import { figure } from "./figure.ts";
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, ellipse, g, path, rect } from "./svg.ts";
import { themePalette } from "./theme-palette.ts";

export type Cause = "water" | "school" | "food";

const GROUND = 272;
const WATER = "#38bdf8";
const SOUP = "#f97316";

/** One weight for every outline, so the three pictures read as a set. */
const outline = (color: string) => ({ fill: "none", stroke: color, "stroke-width": 4 });

/** A hand pump pouring into a jerrycan. */
function water(p: Palette): string {
  return (
    rect(300, 130, 26, 142, 6, p.accent) +
    rect(290, 120, 46, 22, 8, p.deep) +
    path("M326 150h34v16", "none", outline(p.deep)) +
    path("M300 132l-44-34", "none", outline(p.deep)) +
    path("M360 172v36", "none", { stroke: WATER, "stroke-width": 6, "stroke-dasharray": "8 6" }) +
    rect(336, 212, 60, 60, 10, p.secondary) +
    rect(352, 202, 20, 14, 4, p.deep) +
    g({ fill: WATER }, circle(412, 190, 6), circle(424, 214, 4), circle(262, 234, 5))
  );
}

/** A stack of books with an apple on top, and a pencil. */
function school(p: Palette): string {
  const book = (y: number, w: number, color: string) =>
    rect(380 - w / 2, y, w, 24, 5, color) + path(d`M${386 - w / 2} ${y + 8}h${w - 14}`, "none", outline(WHITE));
  return (
    book(248, 130, p.accent) +
    book(222, 112, p.secondary) +
    book(196, 122, p.deep) +
    circle(380, 178, 15, p.accent) +
    path("M380 164q2-10 10-12", "none", outline(DARK)) +
    path("M300 268l-24-70", "none", { stroke: p.secondary, "stroke-width": 10 }) +
    path("M276 198l-3-12", "none", outline(DARK))
  );
}

/** A steaming pot on a small stove and a loaf beside it. */
function food(p: Palette): string {
  return (
    rect(320, 244, 120, 28, 8, DARK) +
    path("M326 176h108v54a14 14 0 0 1-14 14h-80a14 14 0 0 1-14-14z", p.accent) +
    rect(316, 168, 128, 14, 7, p.deep) +
    ellipse(380, 176, 50, 6, SOUP) +
    path("M360 150q-8-12 0-24t0-24M392 150q-8-12 0-24t0-24", "none", outline(mix(p.secondary, WHITE, 0.3))) +
    ellipse(284, 258, 34, 16, p.secondary) +
    path("M268 252l8-8M282 254l8-8", "none", outline(mix(p.secondary, DARK, 0.3)))
  );
}

/** What the child on the left holds: a cup of water, an open book or a bowl of soup. */
function held(kind: Cause, p: Palette): string {
  if (kind === "water") return rect(-20, -120, 40, 44, 8, WHITE) + rect(-15, -108, 30, 26, 5, WATER);
  if (kind === "school")
    return path("M0-120l-44-8v52l44 8 44-8v-52z", WHITE) + path("M0-120v52", "none", outline(p.soft));
  return path("M-40-110h80a40 30 0 0 1-80 0z", p.secondary) + ellipse(0, -110, 40, 6, SOUP);
}

export function causeArt(kind: Cause, seed: string, p: Palette = themePalette("charity")): string {
  const doc = new Doc(480, 320, seed);
  doc.add(
    rect(
      0,
      0,
      480,
      320,
      0,
      doc.linear([
        [0, p.tint],
        [1, mix(p.secondarySoft, WHITE, 0.4)],
      ]),
    ),
    circle(410, 70, 34, p.secondarySoft),
    rect(0, GROUND, 480, 48, 0, mix(p.soft, p.secondarySoft, 0.5)),
    ellipse(240, GROUND + 2, 190, 8, p.deep, { opacity: 0.12 }),
  );
  doc.add(kind === "water" ? water(p) : kind === "school" ? school(p) : food(p));
  const skin = { water: SKIN_TONES[5], school: SKIN_TONES[2], food: SKIN_TONES[1] }[kind];
  const hands: [[number, number], [number, number]] = [
    [-20, -96],
    [20, -96],
  ];
  doc.add(
    figure(170, GROUND + 4, 0.95, {
      // Children: never a beard or grey hair, whatever the seed would pick.
      traits: avatarTraits(seed, kind === "school" ? "man" : "woman", {
        skin,
        shirt: p.deep,
        hair: "#3b2a22",
        beard: false,
        glasses: false,
      }),
      legs: DARK,
      child: true,
      hands,
      held: held(kind, p),
    }),
  );
  return doc.toString();
}
