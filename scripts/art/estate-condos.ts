/**
 * The three condo buildings on the real estate home: a harbour block with balconies, brick lofts
 * in a converted mill by the river, and a glass tower with a concierge lobby. The listed unit is
 * picked out on each.
 */
import { EH, EW, footing, GLASS, GROUND, setting, tree, window } from "./estate-kit.ts";
import { DARK, mix, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, path, poly, rect } from "./svg.ts";

const CONCRETE = "#e7e5e4";
const BRICK = "#9a4f3b";
const WATER = "#7fb3c8";

/** Tiled facade: one floor's bay repeated over the building's face. */
function facade(doc: Doc, x: number, y: number, w: number, h: number, cell: string, cw: number, ch: number): string {
  return rect(x, y, w, h, 0, doc.pattern(cell, cw, ch, x, y));
}

/** Harbour View: a mid-rise with glass balconies on every floor, standing over the quay and the water. */
export function harbourBlock(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(
    setting(doc, p, CONCRETE, 90),
    rect(0, 320, EW, 40, 0, WATER),
    path("M40 336h40M150 344h50M320 338h60", "none", { stroke: WHITE, "stroke-width": 2, opacity: 0.7 }),
  );
  doc.add(
    rect(340, 150, 110, 150, 0, mix(p.soft, WHITE, 0.4)),
    facade(doc, 352, 162, 88, 126, rect(0, 0, 16, 20, 1, GLASS), 24, 32),
  );
  doc.add(footing(110, 220), rect(110, 60, 220, 240, 0, CONCRETE), rect(104, 52, 232, 10, 0, DARK));
  const bay =
    rect(6, 4, 40, 24, 1, GLASS) + rect(0, 26, 52, 3, 0, DARK) + rect(2, 18, 48, 10, 1, WHITE, { opacity: 0.55 });
  doc.add(facade(doc, 124, 70, 208, 224, bay, 52, 32));
  // Unit 12B: its balcony lit.
  doc.add(
    rect(182, 106, 40, 24, 1, "#fde68a"),
    rect(176, 102, 52, 30, 2, "none", { stroke: p.secondary, "stroke-width": 3 }),
  );
  doc.add(rect(200, 262, 40, 38, 0, p.deep), rect(194, 256, 52, 6, 0, p.accent));
  // A small boat on the harbour.
  doc.add(path("M380 330h60l-10 12h-44z", WHITE), path("M406 328v-30l20 26z", p.accent), tree(40, GROUND, 90));
  return doc.toString();
}

/** Riverside Lofts: a converted brick mill with tall arched windows and its chimney, beside the river. */
export function millLofts(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  doc.add(
    setting(doc, p, "#b4cf98", 400),
    rect(0, 318, EW, 42, 0, WATER),
    path("M60 336h60M260 342h50", "none", { stroke: WHITE, "stroke-width": 2, opacity: 0.7 }),
  );
  doc.add(rect(362, 40, 26, 160, 0, mix(BRICK, DARK, 0.15)), rect(358, 36, 34, 8, 0, DARK));
  doc.add(
    footing(70, 320),
    rect(70, 110, 320, 190, 0, BRICK),
    poly(
      [
        [62, 114],
        [230, 70],
        [398, 114],
      ],
      mix(BRICK, DARK, 0.45),
    ),
  );
  const arch =
    path("M6 40V14a12 12 0 0 1 24 0v26z", GLASS) +
    path("M18 2v38M6 22h24", "none", { stroke: WHITE, "stroke-width": 2 }) +
    rect(3, 40, 30, 4, 0, CONCRETE);
  doc.add(facade(doc, 86, 124, 292, 150, arch, 36, 54));
  doc.add(path("M70 180h320M70 234h320", "none", { stroke: mix(BRICK, DARK, 0.25), "stroke-width": 3 }));
  // Loft 4A lit, the gym behind the ground-floor glass, a big door in the accent colour.
  doc.add(
    path("M200 272V246a12 12 0 0 1 24 0v26z", "#fde68a"),
    rect(190, 230, 44, 50, 2, "none", { stroke: p.secondary, "stroke-width": 3 }),
  );
  doc.add(
    path("M210 300v-36a20 20 0 0 1 40 0v36z", p.deep),
    rect(70, 286, 320, 14, 0, mix(BRICK, DARK, 0.3)),
    tree(440, GROUND, 110),
  );
  return doc.toString();
}

/** Skyline Tower: a glass tower with a stepped crown over a concierge lobby, the city behind it. */
export function glassTower(p: Palette, seed: string): string {
  const doc = new Doc(EW, EH, seed);
  const skyline = mix(p.soft, WHITE, 0.35);
  doc.add(setting(doc, p, "#d6d3d1", 70));
  doc.add(
    rect(40, 140, 70, 160, 0, skyline),
    rect(330, 110, 60, 190, 0, skyline),
    rect(400, 170, 70, 130, 0, skyline),
    rect(110, 190, 50, 110, 0, skyline),
  );
  const glass = mix(p.accent, GLASS, 0.55);
  doc.add(
    footing(170, 150),
    rect(170, 40, 150, 260, 0, glass),
    rect(190, 22, 110, 20, 0, mix(glass, DARK, 0.15)),
    rect(214, 8, 62, 16, 0, mix(glass, DARK, 0.25)),
  );
  doc.add(path(d`M244 8V-10`, "none", { stroke: DARK, "stroke-width": 3 }), circle(244, 0, 0, DARK));
  // Curtain wall: mullions and spandrels from one tile, and a reflection across the glass.
  doc.add(
    facade(
      doc,
      170,
      44,
      150,
      216,
      path("M0 0v18M0 17h30", "none", { stroke: WHITE, "stroke-width": 2, opacity: 0.7 }),
      30,
      18,
    ),
  );
  doc.add(
    poly(
      [
        [170, 140],
        [320, 60],
        [320, 110],
        [170, 190],
      ],
      WHITE,
      { opacity: 0.18 },
    ),
  );
  doc.add(
    rect(260, 98, 30, 17, 0, "#fde68a"),
    rect(257, 95, 36, 23, 0, "none", { stroke: p.secondary, "stroke-width": 3 }),
  );
  // Lobby with canopy and doorman's doors.
  doc.add(
    rect(170, 260, 150, 40, 0, DARK),
    rect(160, 254, 170, 8, 1, p.deep),
    rect(222, 268, 46, 32, 0, "#fde68a"),
    path("M245 268v32", "none", { stroke: DARK, "stroke-width": 2 }),
  );
  doc.add(window(186, 270, 24, 22, DARK), window(282, 270, 24, 22, DARK), tree(140, GROUND, 70), tree(350, GROUND, 70));
  return doc.toString();
}
