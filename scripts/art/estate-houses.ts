/**
 * The three houses on the real estate home, each its own building: a two-storey family house with
 * a garden, a single-storey cottage with a dormer and birches, and a modern villa with a pool.
 */
import {
  BARK,
  conifer,
  EH,
  EW,
  fence,
  footing,
  GLASS,
  GROUND,
  hedge,
  LEAF,
  setting,
  tree,
  window,
} from "./estate-kit.ts";
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { circle, Doc, path, poly, rect } from "./svg.ts";

const SIDING = "#f4efe6";
const BRICK = "#b5654a";
const SLATE_ROOF = "#4b5563";

/** Maple Row: a gabled two-storey house with a garage wing, porch, chimney, garden and fence. */
export function familyHouse(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(setting(doc, p), footing(90, 300), tree(58, GROUND, 170, "#5b8a4e"));
  // Garage wing behind the main block.
  doc.add(
    rect(290, 200, 110, 100, 0, SIDING),
    poly(
      [
        [282, 204],
        [345, 160],
        [408, 204],
      ],
      SLATE_ROOF,
    ),
    rect(306, 228, 78, 72, 2, mix(SIDING, DARK, 0.12)),
  );
  doc.add(path("M306 246h78M306 264h78M306 282h78", "none", { stroke: mix(SIDING, DARK, 0.22), "stroke-width": 2 }));
  // Main block: walls, chimney, gable roof with eaves and a round attic vent.
  doc.add(
    rect(120, 150, 180, 150, 0, SIDING),
    rect(250, 70, 22, 60, 0, BRICK),
    rect(246, 66, 30, 8, 1, mix(BRICK, DARK, 0.3)),
  );
  doc.add(
    poly(
      [
        [106, 156],
        [210, 66],
        [314, 156],
      ],
      SLATE_ROOF,
    ),
    poly(
      [
        [210, 66],
        [314, 156],
        [300, 156],
        [210, 80],
      ],
      mix(SLATE_ROOF, DARK, 0.3),
    ),
  );
  doc.add(
    poly(
      [
        [132, 150],
        [210, 84],
        [288, 150],
      ],
      SIDING,
    ),
    circle(210, 120, 11, GLASS, { stroke: WHITE, "stroke-width": 3 }),
  );
  doc.add(window(142, 168, 40, 44), window(238, 168, 40, 44), window(142, 236, 40, 48));
  // Porch with a door in the accent colour.
  doc.add(
    rect(196, 228, 36, 72, 2, p.accent),
    circle(225, 266, 2.5, WHITE),
    rect(186, 218, 86, 8, 2, mix(SLATE_ROOF, WHITE, 0.2)),
  );
  doc.add(
    rect(190, 226, 5, 74, 0, WHITE),
    rect(263, 226, 5, 74, 0, WHITE),
    window(238, 242, 20, 36),
    rect(184, 296, 90, 6, 1, mix(SIDING, DARK, 0.2)),
  );
  doc.add(hedge(126, 62, 14), fence(20, 90), fence(420, 60), conifer(448, GROUND, 120));
  doc.add(path("M229 302l-20 58h44l-10-58z", mix(SIDING, DARK, 0.08)));
  return doc.toString();
}

/** Birch Lane: a low cottage with a steep roof, a dormer, shutters, window boxes and two birches. */
export function cottage(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  const wall = mix(p.secondary, WHITE, 0.78);
  const roof = mix(p.deep, DARK, 0.25);
  doc.add(setting(doc, p, "#b4cf98", 90), footing(110, 260));
  doc.add(
    rect(120, 190, 240, 110, 0, wall),
    poly(
      [
        [100, 196],
        [170, 100],
        [310, 100],
        [380, 196],
      ],
      roof,
    ),
  );
  doc.add(
    rect(300, 88, 20, 40, 0, "#9ca3af"),
    poly(
      [
        [205, 152],
        [240, 116],
        [275, 152],
      ],
      mix(roof, DARK, 0.3),
    ),
    rect(214, 150, 52, 46, 0, wall),
  );
  doc.add(window(224, 156, 32, 32));
  for (const x of [146, 292]) {
    doc.add(rect(x - 14, 214, 12, 50, 1, p.accent), rect(x + 44, 214, 12, 50, 1, p.accent), window(x, 214, 42, 50));
    doc.add(
      rect(x - 4, 270, 50, 12, 2, BARK),
      circle(x + 6, 268, 6, "#f472b6"),
      circle(x + 20, 266, 6, "#fbbf24"),
      circle(x + 34, 268, 6, "#f472b6"),
    );
  }
  doc.add(
    path("M222 300v-56a18 18 0 0 1 36 0v56z", p.deep),
    circle(250, 272, 2.5, WHITE),
    rect(214, 296, 52, 6, 1, "#9ca3af"),
  );
  // Birches: pale trunks with dark marks and light crowns.
  for (const [x, h] of [
    [60, 200],
    [420, 170],
  ] as const) {
    doc.add(
      circle(x, GROUND - h * 0.72, h * 0.24, "#8fb56d"),
      circle(x + 16, GROUND - h * 0.86, h * 0.2, "#a3c47f"),
      rect(x - 4, GROUND - h * 0.7, 8, h * 0.7, 2, "#f1f5f9"),
    );
    doc.add(
      path(`M${x - 4} ${GROUND - h * 0.5}h5M${x} ${GROUND - h * 0.3}h4M${x - 4} ${GROUND - h * 0.15}h6`, "none", {
        stroke: DARK,
        "stroke-width": 2.5,
      }),
    );
  }
  doc.add(path("M240 302l-30 58h60z", "#d6d3d1"), hedge(120, 90, 16), hedge(270, 90, 16));
  return doc.toString();
}

/** Orchard Close: a modern villa of two offset boxes, wide glazing, timber cladding and a pool. */
export function villa(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  const render = "#f8fafc";
  const timber = "#a16207";
  doc.add(setting(doc, p, "#a7c78f", 80), footing(60, 380));
  // Ground floor, then the upper box cantilevered over the terrace.
  doc.add(
    rect(70, 200, 300, 100, 0, render),
    rect(210, 210, 150, 86, 0, GLASS),
    path("M235 210v86M260 210v86M285 210v86M310 210v86M335 210v86", "none", { stroke: DARK, "stroke-width": 2 }),
  );
  doc.add(rect(90, 214, 90, 60, 0, "none", { stroke: DARK, "stroke-width": 2 }), rect(92, 216, 86, 56, 0, GLASS));
  doc.add(
    rect(150, 120, 260, 80, 0, render),
    rect(150, 120, 80, 80, 0, timber),
    path("M160 120v80M172 120v80M184 120v80M196 120v80M208 120v80M220 120v80", "none", {
      stroke: mix(timber, DARK, 0.3),
      "stroke-width": 2,
    }),
  );
  doc.add(
    rect(250, 136, 140, 48, 0, GLASS),
    path("M296 136v48M343 136v48", "none", { stroke: DARK, "stroke-width": 2 }),
  );
  doc.add(rect(140, 112, 280, 10, 0, DARK), rect(60, 192, 320, 10, 0, DARK), rect(410, 196, 4, 104, 0, DARK));
  // Pool in front of the terrace, with ripples.
  doc.add(
    rect(0, 300, EW, 60, 0, "#a7c78f"),
    rect(120, 306, 260, 36, 4, "#e7e5e4"),
    rect(128, 312, 244, 24, 2, mix(p.soft, "#38bdf8", 0.5)),
  );
  doc.add(
    path("M150 320q10-6 20 0t20 0M250 326q10-6 20 0t20 0", "none", { stroke: WHITE, "stroke-width": 2, opacity: 0.8 }),
  );
  // The orchard: small fruit trees either side.
  for (const [x, h] of [
    [30, 110],
    [440, 130],
  ] as const) {
    doc.add(tree(x, GROUND, h, LEAF));
    for (let i = 0; i < 3; i++) doc.add(circle(x - 14 + i * 14, GROUND - h * 0.7 + (i % 2) * 10, 4, "#ef4444"));
  }
  return doc.toString();
}
