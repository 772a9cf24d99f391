/**
 * The land listings and the About picture of the real estate home: a staked hillside plot among
 * cedars under the mountains, a meadow with a creek and willows, and the agency's office on its
 * high street, with the bicycle it started with.
 */
import { conifer, EH, EW, footing, GROUND, LEAF, setting, tree, window } from "./estate-kit.ts";
import { icon } from "./icons.ts";
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { circle, Doc, path, poly, rect, smoothPath } from "./svg.ts";

/** Survey stake with a flag. */
function stake(x: number, y: number, flag: string): string {
  return (
    rect(x - 2, y - 40, 4, 40, 1, "#a16207") +
    poly(
      [
        [x + 2, y - 40],
        [x + 22, y - 34],
        [x + 2, y - 28],
      ],
      flag,
    )
  );
}

/** For-sale sign on two posts. */
function saleSign(x: number, y: number, p: Palette): string {
  return (
    rect(x, y, 6, 60, 1, DARK) +
    rect(x + 64, y, 6, 60, 1, DARK) +
    rect(x - 6, y - 8, 82, 40, 4, p.accent) +
    icon("home", x + 35, y + 12, 24, WHITE, { weight: 2.4 })
  );
}

/** Cedar Ridge: a sloping plot marked out with stakes, cedars along the ridge and peaks behind. */
export function ridgePlot(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(setting(doc, p, "#9dbb84", 110));
  doc.add(
    poly(
      [
        [-20, 220],
        [110, 90],
        [220, 200],
        [330, 70],
        [500, 230],
      ],
      mix(p.soft, WHITE, 0.2),
    ),
    poly(
      [
        [300, 100],
        [330, 70],
        [360, 102],
        [344, 96],
        [330, 108],
        [316, 96],
      ],
      WHITE,
    ),
  );
  doc.add(
    path(
      smoothPath([
        [0, 230],
        [120, 200],
        [260, 220],
        [400, 190],
        [480, 200],
      ]) + "L480 360H0z",
      "#86a870",
    ),
  );
  for (const [x, h] of [
    [40, 110],
    [80, 140],
    [400, 130],
    [440, 100],
    [300, 90],
  ] as const)
    doc.add(conifer(x, 230 - (x > 250 ? 20 : 10), h));
  const plot = [
    [120, 250],
    [350, 236],
    [400, 320],
    [90, 336],
  ] as const;
  doc.add(
    poly(plot, "#b7cf98"),
    path("M120 250L350 236L400 320L90 336Z", "none", { stroke: WHITE, "stroke-width": 3, "stroke-dasharray": "10 8" }),
  );
  for (const [x, y] of plot) doc.add(stake(x, y, p.secondary));
  doc.add(saleSign(200, 262, p));
  return doc.toString();
}

/** Willow Creek: a wide meadow with a creek winding through it, willows on its banks and a rail fence. */
export function creekMeadow(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(setting(doc, p, "#a9c98b", 360), rect(0, 200, EW, 160, 0, "#a9c98b"));
  doc.add(
    path(
      smoothPath([
        [0, 210],
        [160, 190],
        [320, 206],
        [480, 188],
      ]) + "L480 220H0z",
      mix(LEAF, WHITE, 0.25),
    ),
  );
  doc.add(
    path("M300 200c-40 30 40 50-40 80s-120 40-110 90", "none", { stroke: "#7fb3c8", "stroke-width": 26 }),
    path("M300 200c-40 30 40 50-40 80s-120 40-110 90", "none", {
      stroke: WHITE,
      "stroke-width": 2,
      opacity: 0.5,
      "stroke-dasharray": "10 18",
    }),
  );
  // Willows: a trunk under a drooping curtain of strands.
  for (const [x, y, s] of [
    [360, 260, 1],
    [150, 230, 0.8],
  ] as const) {
    doc.add(
      rect(x - 5 * s, y - 70 * s, 10 * s, 70 * s, 2, "#6b4f3a"),
      path(
        `M${x - 60 * s} ${y - 10 * s}C${x - 60 * s} ${y - 110 * s} ${x + 60 * s} ${y - 110 * s} ${x + 60 * s} ${y - 10 * s}Z`,
        "#7aa35b",
      ),
    );
    doc.add(
      path(
        `M${x - 40 * s} ${y - 60 * s}v44M${x - 20 * s} ${y - 80 * s}v60M${x} ${y - 86 * s}v56M${x + 20 * s} ${y - 80 * s}v60M${x + 40 * s} ${y - 60 * s}v44`,
        "none",
        { stroke: "#5f8a45", "stroke-width": 3 },
      ),
    );
  }
  doc.add(path("M0 300H200M0 320H200", "none", { stroke: "#a16207", "stroke-width": 4 }));
  for (let x = 10; x < 200; x += 40) doc.add(rect(x, 290, 6, 44, 1, "#854d0e"));
  for (const [x, y] of [
    [250, 320],
    [420, 300],
    [80, 250],
    [440, 340],
  ] as const)
    doc.add(circle(x, y, 4, "#fbbf24"), circle(x + 10, y + 6, 4, WHITE));
  doc.add(saleSign(400, 224, p));
  return doc.toString();
}

/** About us: the agency's office on the high street between two shops, its sign out and a bicycle at the door. */
export function agencyOffice(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(setting(doc, p, "#d6d3d1", 60), rect(0, 320, EW, 40, 0, "#9ca3af"));
  const shops = [
    [10, 100, "#e8d5b5"],
    [370, 100, "#c9d6df"],
  ] as const;
  for (const [x, w, c] of shops)
    doc.add(
      rect(x, 120, w, 180, 0, c),
      window(x + 20, 150, 60, 50, WHITE),
      rect(x, 230, w, 70, 0, mix(c, DARK, 0.15)),
      window(x + 14, 244, 72, 40, WHITE),
    );
  doc.add(footing(110, 260), rect(110, 80, 260, 220, 0, "#f4efe6"), rect(104, 72, 272, 12, 0, mix(p.deep, DARK, 0.2)));
  doc.add(window(136, 104, 50, 56), window(215, 104, 50, 56), window(294, 104, 50, 56));
  doc.add(
    rect(110, 190, 260, 30, 0, p.deep),
    icon("key", 140, 205, 20, p.secondary, { weight: 2.4 }),
    rect(160, 201, 120, 8, 4, WHITE),
  );
  // Awning with scallops, the shop window with listings pinned up, and the door.
  doc.add(
    rect(110, 220, 260, 16, 0, p.accent),
    path("M110 236q11 10 22 0t22 0t22 0t22 0t22 0t22 0t22 0t22 0t22 0t22 0t22 0t22 0", p.accent),
  );
  doc.add(rect(128, 244, 150, 56, 2, mix(WHITE, "#cfe3ea", 0.6)));
  for (let i = 0; i < 3; i++)
    doc.add(
      rect(138 + i * 48, 252, 38, 40, 2, WHITE),
      rect(142 + i * 48, 256, 30, 18, 1, i === 1 ? p.soft : mix(p.secondary, WHITE, 0.6)),
    );
  doc.add(rect(296, 240, 56, 60, 2, p.deep), circle(342, 272, 3, WHITE));
  // The bicycle the agency started with.
  doc.add(rect(0, 300, EW, 20, 0, "#e7e5e4"), tree(450, GROUND + 20, 120));
  doc.add(
    circle(160, 294, 22, "none", { stroke: DARK, "stroke-width": 4 }),
    circle(240, 294, 22, "none", { stroke: DARK, "stroke-width": 4 }),
  );
  doc.add(
    path("M160 294l30-36h38l12 36M190 258l14 36h36M228 258l-6-14h12M186 252h12", "none", {
      stroke: p.accent,
      "stroke-width": 4,
    }),
  );
  return doc.toString();
}
