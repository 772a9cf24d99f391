/**
 * Art for the second set of home variants: a hero (640×520) each for real estate and education (the
 * charity's, the design agency's and the personal portfolio's have files of their own). Every hero is
 * its own composition so the sites do not look alike.
 */
import { icon } from "./icons.ts";
import { INK, mix, WHITE, makePalette, type Palette } from "./palette.ts";
import { dotPatch, softBlob, statCard } from "./scenery.ts";
import { circle, d, Doc, path, poly, rect } from "./svg.ts";
import { bars, browser, progress, sparkle } from "./ui.ts";

export const ESTATE = makePalette("estate", "#155e75", "#f59e0b", "#ecfeff");
export const EDUCATION = makePalette("education", "#a21caf", "#0ea5e9", "#fdf4ff");
export const PERSONAL = makePalette("personal", "#4338ca", "#f97316", "#eef2ff");

/** A pitched-roof house front: walls, roof, door and windows. */
function house(x: number, y: number, w: number, p: Palette): string {
  const h = w * 0.62;
  return (
    poly(
      [
        [x - 14, y],
        [x + w / 2, y - w * 0.42],
        [x + w + 14, y],
      ],
      p.deep,
    ) +
    rect(x, y, w, h, 4, WHITE) +
    rect(x + w * 0.42, y + h * 0.42, w * 0.16, h * 0.58, 3, p.accent) +
    rect(x + w * 0.12, y + h * 0.22, w * 0.2, w * 0.16, 3, p.soft) +
    rect(x + w * 0.68, y + h * 0.22, w * 0.2, w * 0.16, 3, p.soft)
  );
}

/** A block of flats: a tall box with rows of windows. */
function tower(x: number, y: number, w: number, h: number, p: Palette, tone: string): string {
  let windows = "";
  for (let row = 0; row < Math.floor((h - 30) / 34); row++) {
    for (let col = 0; col < 3; col++) {
      windows += rect(
        x + 12 + col * ((w - 24) / 3),
        y + 18 + row * 34,
        (w - 24) / 3 - 10,
        20,
        3,
        row % 3 === col ? p.secondarySoft : p.tint,
      );
    }
  }
  return rect(x, y, w, h, 6, tone) + windows;
}

export function estateHero(p: Palette = ESTATE): string {
  const doc = new Doc(640, 520, "hero-estate");
  doc.add(softBlob(doc, p, 320, 270, 240), dotPatch(doc, p, 30, 40, 128, 96));
  doc.add(rect(60, 430, 520, 14, 7, p.soft));
  doc.add(tower(90, 150, 130, 280, p, p.deep), tower(420, 200, 120, 230, p, mix(p.accent, INK, 0.2)));
  doc.add(house(235, 300, 170, p));
  doc.add(circle(330, 94, 30, p.secondary), sparkle(560, 120, 10, p.secondary));
  // A map pin over the house.
  doc.add(path(d`M320 150c-30 0-52 22-52 50 0 38 52 86 52 86s52-48 52-86c0-28-22-50-52-50z`, p.accent));
  doc.add(circle(320, 200, 18, WHITE));
  doc.add(statCard(400, 450, 210, 60, p, "heart", { color: p.secondary }));
  return doc.toString();
}

export function educationHero(p: Palette = EDUCATION): string {
  const doc = new Doc(640, 520, "hero-education");
  doc.add(softBlob(doc, p, 330, 270, 230), dotPatch(doc, p, 470, 380, 128, 96));
  doc.add(browser(90, 100, 420, 290, { tone: p.deep }));
  doc.add(rect(110, 150, 380, 150, 12, p.tint), circle(300, 225, 34, p.accent), icon("play", 304, 225, 34, WHITE));
  doc.add(progress(110, 320, 380, 12, 0.62, p.accent, p.soft));
  doc.add(bars(110, 345, [220, 160], undefined, 9));
  // A graduation cap floating over the corner, in the theme's colours: the hero sets it on a dark
  // panel, where a cap in ink would vanish.
  doc.add(
    rect(520, 100, 60, 34, 8, p.deep),
    poly(
      [
        [470, 90],
        [570, 60],
        [640 - 10, 92],
        [530, 124],
      ],
      p.accent,
    ),
  );
  doc.add(rect(606, 86, 4, 52, 2, p.secondary), circle(608, 142, 8, p.secondary));
  doc.add(statCard(40, 400, 220, 76, p, "book", { color: p.secondary }));
  doc.add(sparkle(60, 80, 9, p.secondary), sparkle(590, 300, 8, p.accent));
  return doc.toString();
}
