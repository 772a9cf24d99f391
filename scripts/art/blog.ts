/**
 * Blog illustrations (800×520): editorial abstract scenes.
 *
 * Each scene is a small function drawing one composition; the seed varies the
 * details (chart data, positions, which decorations appear) and the caller
 * picks the palette, so the same scene in two palettes still looks distinct.
 */
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, PAPER, SLATE, SUCCESS, WHITE, type Palette } from "./palette.ts";
import { Rng } from "./random.ts";
import { circle, d, Doc, ellipse, g, line, path, poly, rect, smoothPath, transform } from "./svg.ts";
import { backdrop, cloud, leaf, statCard } from "./scenery.ts";
import {
  barChart,
  bars,
  card,
  donut,
  gridLines,
  laptop,
  lineChart,
  miniAvatar,
  phone,
  phoneScreen,
  progress,
  shadow,
  sparkle,
} from "./ui.ts";

const W = 800;
const H = 520;

type Scene = (doc: Doc, p: Palette, rng: Rng) => void;

/** Rising-but-wobbly series for charts: reads as "growth" without looking fake-perfect. */
function risingSeries(rng: Rng, count: number, start = 0.15, end = 0.85): number[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const wobble = i === 0 || i === count - 1 ? 0 : rng.range(-0.12, 0.12);
    return Math.min(0.95, Math.max(0.05, start + (end - start) * t + wobble));
  });
}

/** Ground shadow under objects standing on an implied floor. */
function floorShadow(cx: number, cy: number, rx: number, tone: string): string {
  return ellipse(cx, cy, rx, rx * 0.06, tone, { opacity: 0.12 });
}

// --- Scenes -----------------------------------------------------------------

/** Laptop showing an analytics dashboard, with two floating insight cards. */
const laptopScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const x = 190;
  const y = 96;
  const w = 420;
  const h = 280;
  doc.add(laptop(x, y, w, h, WHITE, p.deep));
  const sx = x + 12;
  const sy = y + 12;
  const sh = h - 24;
  // Sidebar with a logo dot and nav icons; the first item is "active".
  doc.add(
    rect(sx, sy, 58, sh, 8, p.tint),
    rect(sx + 40, sy, 18, sh, 0, p.tint),
    circle(sx + 29, sy + 24, 10, p.accent),
  );
  for (let i = 0; i < 4; i++) doc.add(rect(sx + 21, sy + 58 + i * 30, 16, 16, 5, i === 0 ? p.accent : BAR));
  // Header and three KPI tiles.
  doc.add(bars(sx + 76, sy + 18, [110], DARK, 10));
  for (let i = 0; i < 3; i++) {
    const kx = sx + 76 + i * 102;
    doc.add(rect(kx, sy + 44, 92, 54, 10, i === 0 ? p.accent : PAPER, i === 0 ? {} : { stroke: LINE }));
    doc.add(bars(kx + 12, sy + 56, [40], i === 0 ? p.soft : BAR, 7));
    doc.add(bars(kx + 12, sy + 74, [rng.int(46, 64)], i === 0 ? WHITE : p.deep, 11));
  }
  // Main chart.
  const cx = sx + 76;
  const cy = sy + 118;
  doc.add(gridLines(cx, cy, 296, 110, 3), lineChart(doc, cx, cy, 296, 110, risingSeries(rng, 7), p.accent));
  // Floating cards: a donut (top right) and a growth callout (bottom left).
  const a = rng.range(0.45, 0.65);
  doc.add(
    card(566, 54, 170, 108, { tone: p.deep }),
    donut(
      612,
      108,
      28,
      12,
      [
        [a, p.accent],
        [0.22, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(bars(656, 88, [56, 40, 48], BAR, 8, 18));
  doc.add(statCard(56, 282, 188, 76, p, "trendUp", { color: SUCCESS }));
  doc.add(sparkle(128, 120, 10, p.secondary), sparkle(700, 250, 7, p.accent));
};

/** Desk scene: monitor with a bar chart, mug, books, plant and a framed print. */
const deskScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }));
  // Framed abstract print on the wall.
  doc.add(card(108, 72, 150, 118, { r: 10, tone: p.deep }), rect(120, 84, 126, 94, 6, p.tint));
  doc.add(
    circle(206, 116, 20, p.secondary),
    poly(
      [
        [120, 178],
        [168, 116],
        [214, 178],
      ],
      p.accent,
    ),
    poly(
      [
        [176, 178],
        [212, 140],
        [246, 178],
      ],
      p.deep,
    ),
  );
  // Shelf with books on the right wall.
  doc.add(rect(552, 150, 176, 10, 5, p.deep));
  const bookColors = [p.accent, p.secondary, p.soft, p.deep, p.secondarySoft];
  let bx = 566;
  for (let i = 0; i < 5; i++) {
    const bh = rng.int(44, 66);
    const bw = rng.int(14, 22);
    doc.add(rect(bx, 150 - bh, bw, bh, 3, bookColors[i]));
    bx += bw + 3;
  }
  doc.add(
    rect(bx + 14, 118, 34, 32, 6, p.secondary),
    leaf(bx + 31, 118, 34, 16, -25, p.accent),
    leaf(bx + 31, 118, 40, 16, 10, p.deep),
  );
  // Desk.
  doc.add(
    floorShadow(400, 512, 340, p.deep),
    rect(70, 384, 660, 16, 8, p.deep),
    rect(108, 398, 14, 122, 0, p.deep),
    rect(678, 398, 14, 122, 0, p.deep),
  );
  // Monitor with bar chart.
  doc.add(rect(386, 330, 28, 48, 0, BAR), rect(344, 372, 112, 12, 6, SLATE));
  doc.add(
    shadow(246, 150, 308, 196, 16, p.deep),
    rect(246, 150, 308, 196, 16, DARK),
    rect(258, 162, 284, 172, 8, WHITE),
  );
  doc.add(bars(276, 180, [90], DARK, 9), bars(276, 196, [60], BAR, 7));
  const values = Array.from({ length: 7 }, () => rng.range(0.3, 1));
  doc.add(barChart(276, 222, 248, 96, values, [p.accent, p.soft]));
  // Mug with steam.
  doc.add(
    circle(192, 358, 14, "none", { stroke: p.secondary, "stroke-width": 6 }),
    rect(146, 336, 44, 48, 9, p.secondary),
  );
  doc.add(path("M160 322c-6-8 6-12 0-22M176 322c-6-8 6-12 0-22", "none", { stroke: p.soft, "stroke-width": 4 }));
  // Stacked books.
  doc.add(
    rect(222, 368, 98, 16, 4, p.accent),
    rect(230, 352, 84, 16, 4, p.soft),
    rect(226, 336, 90, 16, 4, p.secondary),
  );
  // Potted plant.
  doc.add(
    leaf(630, 318, 80, 34, -38, p.accent, WHITE),
    leaf(632, 318, 96, 36, 4, p.deep, WHITE),
    leaf(634, 318, 74, 30, 40, p.accent, WHITE),
  );
  doc.add(path("M600 318h68l-8 66h-52z", WHITE), rect(596, 312, 76, 14, 7, p.secondarySoft));
};

type Motif = "circle" | "quarter" | "half" | "stripes" | "dots" | "triangle" | "ring" | "arch";
const MOTIFS: readonly Motif[] = ["circle", "quarter", "half", "stripes", "dots", "triangle", "ring", "arch"];

function motif(kind: Motif, x: number, y: number, s: number, color: string, rng: Rng): string {
  const c = s / 2;
  switch (kind) {
    case "circle":
      return circle(x + c, y + c, s * 0.32, color);
    case "quarter": {
      // Quarter disc anchored in a random corner; the tile clip rounds the corner.
      const corner = rng.int(0, 3);
      const ax = corner % 2 ? x + s : x;
      const ay = corner < 2 ? y : y + s;
      const sx = corner % 2 ? -1 : 1;
      const sy = corner < 2 ? 1 : -1;
      const sweep = sx * sy > 0 ? 1 : 0;
      return path(
        d`M${ax} ${ay}h${sx * s * 0.85}A${s * 0.85} ${s * 0.85} 0 0 ${sweep} ${ax} ${ay + sy * s * 0.85}z`,
        color,
      );
    }
    case "half":
      return path(d`M${x + s * 0.15} ${y + s}a${s * 0.35} ${s * 0.35} 0 0 1 ${s * 0.7} 0z`, color);
    case "stripes":
      return bars(x + s * 0.2, y + s * 0.24, [s * 0.6, s * 0.6, s * 0.6, s * 0.6], color, s * 0.08, s * 0.15);
    case "dots": {
      let out = "";
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) out += circle(x + s * (0.28 + i * 0.22), y + s * (0.28 + j * 0.22), s * 0.055);
      return g({ fill: color }, out);
    }
    case "triangle":
      return poly(
        [
          [x + s * 0.2, y + s * 0.78],
          [x + c, y + s * 0.22],
          [x + s * 0.8, y + s * 0.78],
        ],
        color,
      );
    case "ring":
      return circle(x + c, y + c, s * 0.27, "none", { stroke: color, "stroke-width": s * 0.11 });
    case "arch":
      return path(
        d`M${x + s * 0.25} ${y + s}V${y + s * 0.5}a${s * 0.25} ${s * 0.25} 0 0 1 ${s * 0.5} 0V${y + s}z`,
        color,
      );
  }
}

/** Bauhaus-style grid of tiles, each with one bold geometric motif. */
const tilesScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }));
  const s = 148;
  const gap = 14;
  const cols = 4;
  const rows = 2;
  const x0 = (W - cols * s - (cols - 1) * gap) / 2;
  const y0 = (H - rows * s - (rows - 1) * gap) / 2;
  const fills = [p.accent, p.deep, p.soft, WHITE, p.secondary, p.tint];
  let tiles = "";
  let motifs = "";
  let clipShapes = "";
  const order = rng.shuffle(MOTIFS);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * (s + gap);
      const y = y0 + r * (s + gap);
      const bg = fills[(r * cols + c + rng.int(0, 1)) % fills.length]!;
      // Motif colour: anything with enough contrast to the tile fill.
      const options = [p.accent, p.deep, WHITE, p.secondary].filter(
        (col) => col !== bg && !(bg === p.tint && col === WHITE) && !(bg === p.soft && col === WHITE),
      );
      tiles += shadow(x, y, s, s, 20, p.deep, 0.7) + rect(x, y, s, s, 20, bg);
      motifs += motif(order[(r * cols + c) % order.length]!, x, y, s, rng.pick(options), rng);
      clipShapes += rect(x, y, s, s, 20);
    }
  }
  doc.add(tiles, g({ "clip-path": doc.clip(clipShapes) }, motifs));
};

/** Overlapping translucent circles with orbit lines: an abstract "ideas meeting" cover. */
const vennScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const cx = rng.range(380, 420);
  const cy = 262;
  const r = rng.range(104, 118);
  doc.add(
    ellipse(cx, cy, 300, 120, "none", {
      stroke: p.soft,
      "stroke-width": 2,
      "stroke-dasharray": "3 10",
      transform: d`rotate(-14 ${cx} ${cy})`,
    }),
  );
  doc.add(circle(cx - r * 0.62, cy - r * 0.32, r, p.accent, { opacity: 0.9 }));
  doc.add(circle(cx + r * 0.62, cy - r * 0.32, r, p.secondary, { opacity: 0.75 }));
  doc.add(circle(cx, cy + r * 0.58, r, p.soft, { opacity: 0.8 }));
  doc.add(circle(cx, cy - r * 0.02, r * 0.16, WHITE));
  doc.add(
    circle(cx - 290, cy + 70, 14, p.deep),
    circle(cx + 292, cy - 70, 10, p.accent),
    circle(cx + 250, cy + 110, 20, WHITE),
    circle(cx + 250, cy + 110, 8, p.secondary),
  );
  doc.add(
    sparkle(cx - 220, cy - 160, 10, p.secondary),
    sparkle(cx + 200, cy + 190, 8, p.deep),
    sparkle(cx + 170, cy - 200, 6, p.accent),
  );
};

/** Arched window with a plant, a side table and a hanging lamp. */
const plantScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng, { dots: false }));
  const wx = 420;
  const wy = 60;
  const ww = 240;
  const arch = d`M${wx} 420V${wy + ww / 2}a${ww / 2} ${ww / 2} 0 0 1 ${ww} 0V420z`;
  doc.add(
    path(
      arch,
      doc.linear([
        [0, p.soft],
        [1, p.tint],
      ]),
    ),
  );
  doc.add(
    circle(wx + ww * rng.range(0.55, 0.7), wy + 120, 34, p.secondary, { opacity: 0.95 }),
    cloud(wx + 30, wy + 170, 90, WHITE, 0.85),
  );
  doc.add(
    path(arch + d`M${wx + ww / 2} ${wy}V420M${wx} 250H${wx + ww}`, "none", { stroke: WHITE, "stroke-width": 10 }),
  );
  // Floor.
  doc.add(rect(0, 420, W, 100, 0, mix(p.soft, WHITE, 0.45)));
  // Hanging lamp.
  doc.add(
    line(230, 0, 230, 96, SLATE, 3),
    path("M196 130a34 34 0 0 1 68 0z", p.deep),
    ellipse(230, 132, 22, 6, p.secondarySoft),
  );
  // Side table with a book and a cup.
  doc.add(rect(150, 330, 150, 12, 6, p.deep), rect(172, 342, 10, 78, 0, p.deep), rect(268, 342, 10, 78, 0, p.deep));
  doc.add(
    rect(170, 316, 70, 14, 4, p.accent),
    rect(176, 304, 60, 12, 4, p.secondary),
    rect(256, 302, 24, 28, 6, WHITE),
  );
  // Big plant in a pot, leaves fanning out.
  const px = 370;
  const leaves = [
    [-60, 130, p.deep],
    [-30, 160, p.accent],
    [-2, 180, p.deep],
    [26, 150, p.accent],
    [56, 120, p.deep],
    [-12, 110, p.accent],
  ] as const;
  for (const [a, len, col] of leaves) doc.add(leaf(px, 340, len * rng.range(0.9, 1.05), len * 0.38, a, col, WHITE));
  doc.add(
    floorShadow(px, 422, 70, p.deep),
    path(d`M${px - 52} 336h104l-12 84h-80z`, p.secondary),
    rect(px - 58, 330, 116, 16, 8, mix(p.secondary, DARK, 0.15)),
  );
};

/** Layered sea waves under a big sun, with a small sailboat. */
const wavesScene: Scene = (doc, p, rng) => {
  doc.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      doc.linear([
        [0, p.tint],
        [1, mix(p.secondarySoft, WHITE, 0.3)],
      ]),
    ),
  );
  const sunX = rng.range(480, 620);
  doc.add(circle(sunX, 190, 120, p.secondarySoft, { opacity: 0.55 }), circle(sunX, 190, 76, p.secondary));
  doc.add(cloud(rng.range(90, 200), 120, 140), cloud(rng.range(560, 640), 76, 100, WHITE, 0.8));
  const layers = [mix(p.soft, WHITE, 0.4), p.soft, p.accent, p.deep];
  layers.forEach((color, i) => {
    const base = 300 + i * 52;
    const amp = 16 - i * 2;
    const phase = rng.range(0, Math.PI * 2);
    const pts = Array.from({ length: 9 }, (_, k) => [k * 100, base + Math.sin(phase + k * 1.3) * amp] as const);
    doc.add(path(smoothPath(pts) + d`L${W} ${H}H0z`, color));
    if (i === 1) {
      // Sailboat riding the second wave.
      const bx = rng.range(180, 300);
      const by = base - 10;
      doc.add(
        path(d`M${bx - 40} ${by}h80l-14 18h-52z`, DARK),
        poly(
          [
            [bx, by - 6],
            [bx, by - 86],
            [bx + 46, by - 6],
          ],
          WHITE,
        ),
        poly(
          [
            [bx - 4, by - 6],
            [bx - 4, by - 64],
            [bx - 36, by - 6],
          ],
          p.secondary,
        ),
      );
    }
  });
  // Birds.
  doc.add(
    path("M330 130q10-10 20 0q10-10 20 0M390 104q8-8 16 0q8-8 16 0", "none", {
      stroke: DARK,
      "stroke-width": 3,
      opacity: 0.7,
    }),
  );
};

/** Geometric mountains with a flag on the summit and a dotted trail: goals and progress. */
const mountainsScene: Scene = (doc, p, rng) => {
  doc.add(
    rect(
      0,
      0,
      W,
      H,
      0,
      doc.linear([
        [0, p.tint],
        [1, WHITE],
      ]),
    ),
  );
  doc.add(
    circle(rng.range(150, 250), 150, 56, p.secondary),
    cloud(rng.range(520, 600), 110, 130),
    cloud(80, 230, 90, WHITE, 0.8),
  );
  const peakX = rng.range(380, 440);
  doc.add(
    poly(
      [
        [-40, 460],
        [170, 250],
        [360, 460],
      ],
      p.soft,
    ),
  );
  doc.add(
    poly(
      [
        [460, 460],
        [660, 220],
        [860, 460],
      ],
      p.soft,
    ),
  );
  doc.add(
    poly(
      [
        [140, 470],
        [peakX, 110],
        [690, 470],
      ],
      p.accent,
    ),
  );
  // Shaded face gives the main peak volume.
  doc.add(
    poly(
      [
        [peakX, 110],
        [690, 470],
        [peakX + 40, 470],
      ],
      p.deep,
      { opacity: 0.5 },
    ),
  );
  doc.add(
    poly(
      [
        [peakX - 44, 172],
        [peakX, 110],
        [peakX + 44, 172],
        [peakX + 18, 160],
        [peakX, 178],
        [peakX - 20, 160],
      ],
      WHITE,
    ),
  );
  // Flag on the summit.
  doc.add(
    line(peakX, 110, peakX, 52, DARK, 4),
    poly(
      [
        [peakX + 2, 54],
        [peakX + 44, 66],
        [peakX + 2, 80],
      ],
      p.secondary,
    ),
  );
  doc.add(rect(0, 450, W, 70, 0, p.deep));
  doc.add(
    path(
      smoothPath([
        [250, 470],
        [330, 390],
        [300, 330],
        [380, 260],
        [360, 200],
        [peakX, 118],
      ]),
      "none",
      { stroke: WHITE, "stroke-width": 4, "stroke-dasharray": "2 12" },
    ),
  );
};

/** Stacked dashboard cards: bar chart, donut and a KPI callout with a cursor. */
const dashboardScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  doc.add(card(130, 84, 380, 300, { r: 20, tone: p.deep }));
  doc.add(
    bars(158, 112, [130], DARK, 11),
    bars(158, 132, [84], BAR, 8),
    rect(420, 108, 64, 26, 13, p.tint),
    rect(432, 118, 40, 6, 3, p.accent),
  );
  const values = Array.from({ length: 8 }, () => rng.range(0.25, 1));
  doc.add(gridLines(158, 170, 326, 180, 4), barChart(158, 170, 326, 180, values, [p.accent, p.soft]));
  // Donut card overlapping the right edge.
  const a = rng.range(0.4, 0.6);
  doc.add(
    card(456, 164, 220, 190, { r: 20, tone: p.deep }),
    donut(
      520,
      236,
      38,
      16,
      [
        [a, p.accent],
        [0.25, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(
    bars(580, 216, [70, 52], BAR, 8, 20),
    circle(504, 312, 6, p.accent),
    bars(516, 308, [50], BAR, 8),
    circle(596, 312, 6, p.secondary),
    bars(608, 308, [40], BAR, 8),
  );
  // KPI card bottom-left.
  doc.add(statCard(92, 346, 214, 84, p, "arrowUp", { color: SUCCESS }));
  // Cursor arrow hovering the donut.
  doc.add(
    g(
      { transform: transform(624, 120, -10) },
      path("M0 0l26 62 8-26 26-8z", DARK, { stroke: WHITE, "stroke-width": 4 }),
    ),
  );
  doc.add(sparkle(700, 90, 8, p.secondary), sparkle(86, 96, 9, p.accent));
};

/** Writing scene: two tilted sheets, a pencil and a checklist card. */
const documentsScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  // Back sheet.
  doc.add(
    g(
      { transform: transform(360, 262, 6) },
      shadow(-130, -170, 260, 340, 14, p.deep),
      rect(-130, -170, 260, 340, 14, p.soft),
    ),
  );
  // Front sheet with a heading, an image block and paragraph bars.
  const tilt = rng.range(-7, -3);
  doc.add(
    g(
      { transform: transform(330, 270, tilt) },
      shadow(-130, -176, 260, 340, 14, p.deep),
      rect(-130, -176, 260, 340, 14, WHITE),
      bars(-100, -146, [150], p.deep, 14),
      bars(-100, -120, [110], BAR, 8),
      rect(-100, -94, 200, 92, 10, p.tint),
      circle(-56, -58, 18, p.secondary),
      poly(
        [
          [-100, -2],
          [-36, -64],
          [20, -2],
        ],
        p.accent,
      ),
      poly(
        [
          [0, -2],
          [50, -46],
          [100, -2],
        ],
        p.soft,
      ),
      bars(-100, 20, [200, 180, 196, 120], BAR, 8, 20),
      bars(-100, 112, [200, 150], BAR, 8, 20),
    ),
  );
  // Pencil lying diagonally over the sheet's corner.
  doc.add(
    g(
      { transform: transform(470, 330, -42) },
      rect(0, -10, 160, 20, 4, p.secondary),
      rect(0, -10, 160, 7, 3, WHITE, { opacity: 0.3 }),
      rect(160, -10, 16, 20, 0, BAR),
      path("M176 -10h10a10 10 0 0 1 0 20h-10z", "#fb7185"),
      path("M0 -10l-30 10 30 10z", "#fcd9a8"),
      path("M-20 -3.3l-10 3.3 10 3.3z", DARK),
    ),
  );
  // Checklist card.
  doc.add(card(500, 90, 196, 150, { r: 18, tone: p.deep }));
  for (let i = 0; i < 3; i++) {
    const y = 118 + i * 38;
    const done = i < 2;
    doc.add(rect(522, y, 22, 22, 7, done ? p.accent : WHITE, done ? {} : { stroke: BAR, "stroke-width": 2 }));
    if (done) doc.add(icon("check", 533, y + 11, 16, WHITE, { weight: 3 }));
    doc.add(bars(556, y + 7, [rng.int(80, 116)], done ? BAR : DARK, 8));
  }
};

/** Messaging: phone with a conversation, plus larger bubbles and a like badge around it. */
const chatScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const px = 300;
  const py = 48;
  const pw = 200;
  const ph = 410;
  doc.add(floorShadow(400, 478, 150, p.deep), phone(px, py, pw, ph, WHITE, p.deep));
  const s = phoneScreen(px, py, pw, ph);
  doc.add(
    rect(s.x, s.y, s.w, 56, 0, p.tint),
    miniAvatar(s.x + 34, s.y + 34, 14, p.soft, "#e0ac69", DARK),
    bars(s.x + 56, s.y + 30, [70], DARK, 8),
  );
  // Conversation: alternating grey (incoming) and accent (outgoing) bubbles.
  let y = s.y + 76;
  for (let i = 0; i < 5; i++) {
    const out = i % 2 === 1;
    const bw = rng.int(90, 140);
    const bh = rng.chance(0.5) ? 34 : 48;
    const bx = out ? s.x + s.w - 14 - bw : s.x + 14;
    doc.add(rect(bx, y, bw, bh, 14, out ? p.accent : "#f1f5f9"));
    doc.add(
      bars(bx + 12, y + 13, bh > 40 ? [bw - 30, bw - 56] : [bw - 36], out ? mix(p.accent, WHITE, 0.55) : BAR, 7, 14),
    );
    y += bh + 12;
  }
  doc.add(
    rect(s.x + 12, s.y + s.h - 46, s.w - 24, 32, 16, "#f1f5f9"),
    circle(s.x + s.w - 28, s.y + s.h - 30, 12, p.accent),
  );
  // Large floating bubbles either side.
  doc.add(
    card(92, 132, 186, 76, { r: 20, tone: p.deep }),
    miniAvatar(128, 170, 20, p.secondarySoft, "#8d5524", DARK),
    bars(158, 158, [92, 64], BAR, 8, 16),
  );
  doc.add(
    card(526, 266, 196, 76, { r: 20, fill: p.accent, tone: p.deep }),
    miniAvatar(686, 304, 20, WHITE, "#f1c27d", "#7c2d12"),
    bars(548, 292, [100, 70], mix(p.accent, WHITE, 0.55), 8, 16),
  );
  doc.add(circle(580, 150, 30, p.secondary), icon("heart", 580, 151, 28, WHITE, { filled: true }));
  doc.add(sparkle(200, 300, 9, p.secondary), sparkle(636, 200, 7, p.accent));
};

/** Bullseye with an arrow, tags and rising bars: strategy and targeting. */
const targetScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const cx = 330;
  const cy = 270;
  doc.add(floorShadow(cx, 470, 170, p.deep));
  const rings = [p.deep, WHITE, p.accent, WHITE, p.secondary];
  [170, 134, 98, 62, 28].forEach((r, i) => doc.add(circle(cx, cy, r, rings[i])));
  // Arrow arriving from the upper right.
  const ax = cx + 180;
  const ay = cy - 150;
  doc.add(line(cx + 4, cy - 4, ax, ay, DARK, 6));
  doc.add(
    path(d`M${ax - 6} ${ay + 6}l10 34 16-16zM${ax - 6} ${ay + 6}l34 10 -16 16z`, p.accent, {
      transform: d`translate(12 -12)`,
    }),
  );
  doc.add(circle(cx + 4, cy - 4, 6, DARK));
  // Tags and a rising bar chart to the right.
  doc.add(
    card(560, 200, 170, 56, { r: 28, tone: p.deep }),
    circle(588, 228, 14, p.tint),
    icon("search", 588, 228, 18, p.accent, { weight: 2.6 }),
    bars(612, 224, [92], DARK, 8),
  );
  doc.add(card(560, 274, 170, 136, { r: 18, tone: p.deep }));
  doc.add(barChart(582, 300, 126, 92, risingSeries(rng, 5, 0.25, 1), [p.soft, p.soft, p.soft, p.soft, p.accent], 0.35));
  doc.add(sparkle(140, 90, 9, p.accent), sparkle(720, 150, 7, p.secondary));
};

/** Planning: a calendar with highlighted days next to a clock. */
const calendarScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const x = 150;
  const y = 92;
  const w = 340;
  const h = 330;
  doc.add(card(x, y, w, h, { r: 22, tone: p.deep }));
  doc.add(path(d`M${x} ${y + 70}V${y + 22}a22 22 0 0 1 22-22h${w - 44}a22 22 0 0 1 22 22V${y + 70}z`, p.accent));
  doc.add(
    rect(x + 70, y - 16, 14, 34, 7, DARK),
    rect(x + w - 84, y - 16, 14, 34, 7, DARK),
    bars(x + 24, y + 30, [120], WHITE, 12),
  );
  const cell = 36;
  const gap = 8;
  const gx = x + (w - (7 * cell + 6 * gap)) / 2;
  const gy = y + 92;
  const picks = new Set([rng.int(2, 8), rng.int(10, 18), rng.int(20, 27)]);
  const star = rng.int(28, 33);
  // Grey day cells come from one pattern tile; only the highlighted days are separate shapes.
  const pitch = cell + gap;
  doc.add(
    rect(
      gx,
      gy,
      7 * pitch - gap,
      5 * pitch - gap,
      0,
      doc.pattern(rect(0, 0, cell, cell, 9, "#f1f5f9"), pitch, pitch, gx, gy),
    ),
  );
  for (const i of [...picks, star]) {
    const cx = gx + (i % 7) * pitch;
    const cy = gy + Math.floor(i / 7) * pitch;
    doc.add(rect(cx, cy, cell, cell, 9, i === star ? p.secondary : p.accent));
    if (i === star) doc.add(icon("check", cx + cell / 2, cy + cell / 2, 22, WHITE, { weight: 3 }));
  }
  // Clock.
  const kx = 590;
  const ky = 230;
  doc.add(shadow(kx - 100, ky - 100, 200, 200, 100, p.deep), circle(kx, ky, 100, WHITE), circle(kx, ky, 84, p.tint));
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 62 : 68;
    ticks += d`M${kx + Math.sin(a) * r1} ${ky - Math.cos(a) * r1}L${kx + Math.sin(a) * 74} ${ky - Math.cos(a) * 74}`;
  }
  doc.add(path(ticks, "none", { stroke: p.deep, "stroke-width": 4 }));
  const hour = rng.range(0, Math.PI * 2);
  doc.add(
    line(kx, ky, kx + Math.sin(hour) * 38, ky - Math.cos(hour) * 38, DARK, 8),
    line(kx, ky, kx + 52, ky - 24, p.accent, 5),
    circle(kx, ky, 8, p.secondary),
  );
  doc.add(statCard(520, 360, 190, 70, p, "check", { color: SUCCESS }));
};

/** Gear-shaped path: alternating outer/inner radii with flat tooth tops, plus a hole (evenodd). */
function gear(cx: number, cy: number, r: number, teeth: number, color: string): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [da, rr] of [
      [-0.3, r * 0.82],
      [-0.18, r],
      [0.18, r],
      [0.3, r * 0.82],
    ] as const) {
      const t = a + da * step * 1.4;
      pts.push(d`${cx + Math.cos(t) * rr} ${cy + Math.sin(t) * rr}`);
    }
  }
  const hole = r * 0.34;
  return path(
    "M" +
      pts.join("L") +
      "Z" +
      d`M${cx + hole} ${cy}a${hole} ${hole} 0 1 0 ${-2 * hole} 0a${hole} ${hole} 0 1 0 ${2 * hole} 0z`,
    color,
    { "fill-rule": "evenodd" },
  );
}

/** Ideas: a glowing light bulb with rays and interlocking gears. */
const ideaScene: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng));
  const cx = 430;
  const cy = 200;
  doc.add(
    circle(cx, cy, 150, p.secondarySoft, { opacity: 0.35 }),
    circle(cx, cy, 118, p.secondarySoft, { opacity: 0.55 }),
  );
  let rays = "";
  for (let i = 0; i < 9; i++) {
    // Nine rays fanned over the top half, from 9 o'clock to 3 o'clock.
    const a = -Math.PI + (i * Math.PI) / 8;
    rays += d`M${cx + Math.cos(a) * 132} ${cy + Math.sin(a) * 132}L${cx + Math.cos(a) * 156} ${cy + Math.sin(a) * 156}`;
  }
  doc.add(path(rays, "none", { stroke: p.secondary, "stroke-width": 7 }));
  // Bulb glass, neck and screw base.
  doc.add(path(d`M${cx - 42} ${cy + 96}c0-34-46-48-46-100a88 88 0 0 1 176 0c0 52-46 66-46 100z`, p.secondary));
  doc.add(
    path(d`M${cx - 50} ${cy - 30}a56 56 0 0 1 40-48`, "none", { stroke: WHITE, "stroke-width": 10, opacity: 0.6 }),
  );
  doc.add(
    path(d`M${cx - 22} ${cy + 94}v-46l22 20 22-20v46`, "none", {
      stroke: mix(p.secondary, DARK, 0.35),
      "stroke-width": 5,
    }),
  );
  doc.add(
    rect(cx - 44, cy + 96, 88, 20, 8, SLATE),
    rect(cx - 40, cy + 118, 80, 16, 8, "#64748b"),
    rect(cx - 26, cy + 136, 52, 16, 8, SLATE),
  );
  // Gears bottom-left.
  doc.add(gear(200, 372, 76, 10, p.accent), gear(304, 312, 46, 8, p.deep), circle(200, 372, 12, p.soft));
  doc.add(statCard(566, 340, 176, 72, p, "star"), progress(120, 470, 560, 10, rng.range(0.45, 0.8), p.accent, WHITE));
};

export const BLOG_SCENES = {
  laptop: laptopScene,
  desk: deskScene,
  tiles: tilesScene,
  venn: vennScene,
  plant: plantScene,
  waves: wavesScene,
  mountains: mountainsScene,
  dashboard: dashboardScene,
  documents: documentsScene,
  chat: chatScene,
  target: targetScene,
  calendar: calendarScene,
  idea: ideaScene,
} satisfies Record<string, Scene>;

export type BlogScene = keyof typeof BLOG_SCENES;
export const BLOG_SCENE_NAMES = Object.keys(BLOG_SCENES) as BlogScene[];

/**
 * Scenes that still read correctly when flipped horizontally (no left-to-right
 * "growth" charts or progress bars), so repeats can be mirrored for variety.
 */
const MIRRORABLE = new Set<BlogScene>(["desk", "tiles", "venn", "plant", "waves", "mountains", "documents", "chat"]);

/**
 * One blog illustration. `scene` is optional: without it the seed picks one,
 * but the generator passes it explicitly so consecutive posts never repeat.
 * `mirror` flips the composition where that is safe (see MIRRORABLE).
 */
export function blogIllustration(
  seed: string,
  palette: Palette,
  scene?: BlogScene,
  opts: { mirror?: boolean } = {},
): string {
  const rng = new Rng(seed);
  const doc = new Doc(W, H, seed);
  const name = scene ?? rng.pick(BLOG_SCENE_NAMES);
  BLOG_SCENES[name](doc, palette, rng);
  doc.mirrored = Boolean(opts.mirror) && MIRRORABLE.has(name);
  return doc.toString();
}
