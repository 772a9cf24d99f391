/**
 * Portfolio thumbnails (800×600): abstract "product shots" of fictional
 * client work: app screens, websites, brand cards, posters, packaging, etc.
 * Kinds alternate between light and bold stages so a grid of thumbnails has rhythm.
 */
import { icon, type IconName } from "./icons.ts";
import { mark, MARK_NAMES } from "./marks.ts";
import { BAR, DARK, LINE, mix, PAPER, WHITE, type Palette } from "./palette.ts";
import { Rng } from "./random.ts";
import { circle, d, Doc, el, g, instance, path, poly, rect, transform } from "./svg.ts";
import { statCard } from "./scenery.ts";
import {
  barChart,
  bars,
  browser,
  card,
  donut,
  gridLines,
  lineChart,
  phone,
  phoneScreen,
  pill,
  shadow,
  sparkle,
} from "./ui.ts";

const W = 800;
const H = 600;

type Kind = (doc: Doc, p: Palette, rng: Rng) => void;

/** Light stage: palette tint with one big soft circle; products sit on it like a studio backdrop. */
function lightStage(doc: Doc, p: Palette, rng: Rng): void {
  doc.add(
    doc.stage(
      [
        [0, p.tint],
        [1, mix(p.soft, WHITE, 0.6)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  doc.add(circle(rng.pick([150, 650]), rng.range(120, 480), 260, p.soft, { opacity: 0.3 }));
}

/** Bold stage: accent-to-deep gradient with translucent rings, for high-contrast product shots. */
function boldStage(doc: Doc, p: Palette, rng: Rng): void {
  doc.add(
    doc.stage(
      [
        [0, p.accent],
        [1, p.deep],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const cx = rng.pick([140, 660]);
  doc.add(
    circle(cx, 300, 250, WHITE, { opacity: 0.06 }),
    circle(cx, 300, 170, WHITE, { opacity: 0.06 }),
    circle(W - cx, rng.range(80, 520), 60, p.secondary, { opacity: 0.9 }),
  );
}

/** App UI inside a phone screen; `variant` switches between a home feed and a detail view. */
function appScreen(x: number, y: number, w: number, h: number, p: Palette, rng: Rng, variant: number): string {
  let out = "";
  if (variant === 0) {
    // Home: coloured header with a balance-style number, then a list of rows and a tab bar.
    out += path(d`M${x} ${y + 150}V${y + 26}a26 26 0 0 1 26-26h${w - 52}a26 26 0 0 1 26 26V${y + 150}z`, p.accent);
    out +=
      bars(x + 18, y + 48, [60], mix(p.accent, WHITE, 0.5), 7) +
      bars(x + 18, y + 66, [110], WHITE, 16) +
      pill(x + 18, y + 100, 70, 26, p.secondary, WHITE);
    // Glyphs with short path data keep this busy thumbnail under the size budget.
    const glyphs: IconName[] = ["heart", "play", "check", "plus"];
    for (let i = 0; i < 4; i++) {
      const ry = y + 170 + i * 56;
      out += rect(x + 12, ry, w - 24, 46, 12, PAPER) + circle(x + 35, ry + 23, 14, i % 2 ? p.secondarySoft : p.tint);
      out += icon(glyphs[i]!, x + 35, ry + 23, 14, i % 2 ? p.secondary : p.accent, {
        weight: 2.6,
        filled: glyphs[i] === "play",
      });
      out += bars(x + 58, ry + 14, [rng.int(50, 80), rng.int(30, 50)], BAR, 7, 12);
    }
  } else {
    // Detail: hero image block, title, rating dots, description and a primary button.
    out += path(d`M${x} ${y + 190}V${y + 26}a26 26 0 0 1 26-26h${w - 52}a26 26 0 0 1 26 26V${y + 190}z`, p.tint);
    out +=
      circle(x + w * 0.62, y + 86, 40, p.secondary) +
      poly(
        [
          [x, y + 190],
          [x + w * 0.35, y + 100],
          [x + w * 0.7, y + 190],
        ],
        p.accent,
      ) +
      poly(
        [
          [x + w * 0.45, y + 190],
          [x + w * 0.75, y + 130],
          [x + w, y + 170],
          [x + w, y + 190],
        ],
        p.deep,
      );
    out +=
      bars(x + 18, y + 210, [w * 0.6], DARK, 12) +
      g({ fill: p.secondary }, ...[0, 1, 2, 3, 4].map((i) => circle(x + 24 + i * 16, y + 244, 5)));
    out += bars(x + 18, y + 266, [w - 40, w - 56, w - 70], BAR, 7, 16);
    out += pill(x + 18, y + h - 60, w - 36, 38, p.accent, WHITE);
  }
  return out;
}

/** Two phones side by side on a bold stage. */
const phonesKind: Kind = (doc, p, rng) => {
  boldStage(doc, p, rng);
  const first = rng.int(0, 1);
  for (let i = 0; i < 2; i++) {
    const px = i === 0 ? 196 : 414;
    const py = i === 0 ? 78 : 118;
    doc.add(phone(px, py, 190, 404, WHITE, DARK));
    const s = phoneScreen(px, py, 190, 404);
    doc.add(appScreen(s.x, s.y, s.w, s.h, p, rng, (first + i) % 2));
  }
};

/** Website mock-up in a browser frame: nav, hero with image, three feature cards. */
const websiteKind: Kind = (doc, p, rng) => {
  lightStage(doc, p, rng);
  const x = 100;
  const y = 70;
  const w = 600;
  const h = 460;
  doc.add(browser(x, y, w, h, { tone: p.deep }));
  const cy = y + 34;
  // Navigation.
  doc.add(circle(x + 36, cy + 28, 10, p.accent), bars(x + 52, cy + 24, [46], DARK, 9));
  doc.add(
    g({ fill: BAR }, ...[0, 1, 2, 3].map((i) => rect(x + 250 + i * 62, cy + 24, 44, 8, 4))),
    pill(x + w - 104, cy + 14, 80, 28, p.accent, WHITE),
  );
  // Hero: heading, copy, buttons on the left; illustration block on the right.
  const hy = cy + 76;
  doc.add(bars(x + 36, hy, [220, 170], DARK, 18, 30), bars(x + 36, hy + 74, [230, 200, 150], BAR, 8, 16));
  doc.add(
    pill(x + 36, hy + 132, 110, 36, p.accent, WHITE),
    rect(x + 156, hy + 132, 96, 36, 18, WHITE, { stroke: BAR, "stroke-width": 2 }),
  );
  const ix = x + 320;
  doc.add(rect(ix, hy - 10, 244, 190, 18, p.tint));
  doc.add(
    g(
      { "clip-path": doc.clip(rect(ix, hy - 10, 244, 190, 18)) },
      circle(ix + 170, hy + 50, 44, p.secondary),
      circle(ix + 60, hy + 190, 110, p.accent),
      rect(ix + 130, hy + 110, 90, 90, 20, p.deep, { transform: d`rotate(18 ${ix + 175} ${hy + 155})` }),
    ),
  );
  // Feature cards.
  const fy = hy + 206;
  const glyphs: IconName[] = rng.shuffle(["star", "heart", "globe", "book", "link", "search"] as IconName[]);
  for (let i = 0; i < 3; i++) {
    const fx = x + 36 + i * 180;
    doc.add(
      rect(fx, fy, 164, 92, 14, PAPER, { stroke: LINE }),
      circle(fx + 30, fy + 30, 16, p.tint),
      icon(glyphs[i]!, fx + 30, fy + 30, 18, p.accent, { weight: 2.4 }),
    );
    doc.add(bars(fx + 18, fy + 56, [96, 126], BAR, 7, 14));
  }
};

/** Brand identity: business cards in a stack with the client's mark and wordmark bars. */
const brandCardKind: Kind = (doc, p, rng) => {
  lightStage(doc, p, rng);
  const name = rng.pick(MARK_NAMES);
  // Back card (white) rotated behind, front card in the accent colour.
  doc.add(
    g(
      { transform: transform(430, 270, 9) },
      shadow(-190, -112, 380, 224, 18, p.deep),
      rect(-190, -112, 380, 224, 18, WHITE),
      bars(-150, 20, [160, 120, 140], BAR, 9, 20),
      mark(name, 100, -80, 50, p.accent, p.secondary),
    ),
  );
  doc.add(
    g(
      { transform: transform(370, 330, -6) },
      shadow(-190, -112, 380, 224, 18, p.deep, 1.4),
      rect(
        -190,
        -112,
        380,
        224,
        18,
        doc.linear(
          [
            [0, p.accent],
            [1, p.deep],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      mark(name, -40, -76, 80, WHITE, p.secondarySoft),
      bars(-80, 36, [160], WHITE, 14),
      bars(-50, 62, [100], mix(p.accent, WHITE, 0.5), 8),
    ),
  );
  // Colour swatches along the bottom edge.
  [p.accent, p.deep, p.soft, p.secondary].forEach((c, i) =>
    doc.add(circle(560 + i * 44, 520, 16, c, { stroke: WHITE, "stroke-width": 4 })),
  );
  doc.add(sparkle(150, 110, 10, p.secondary));
};

/** Poster design hanging on a wall, with big geometric shapes and title bars. */
const posterKind: Kind = (doc, p, rng) => {
  // The wall and the floor run on past the picture's edges, for frames of another shape.
  doc.add(
    rect(-W, -H, 3 * W, 3 * H, 0, mix(p.tint, WHITE, 0.3)),
    rect(-W, 500, 3 * W, 100 + H, 0, mix(p.soft, WHITE, 0.5)),
  );
  // Secondary poster leaning behind.
  doc.add(
    g(
      { transform: transform(560, 300, 7) },
      shadow(-100, -140, 200, 280, 6, p.deep),
      rect(-100, -140, 200, 280, 6, p.secondary),
      circle(0, -30, 60, WHITE, { opacity: 0.85 }),
      bars(-70, 80, [140, 90], WHITE, 12, 22),
    ),
  );
  // Main poster.
  const x = 200;
  const y = 60;
  const w = 290;
  const h = 410;
  doc.add(shadow(x, y, w, h, 6, p.deep, 1.3), rect(x, y, w, h, 6, p.deep));
  const style = rng.int(0, 2);
  const inner = doc.clip(rect(x, y, w, h, 6));
  let art: string;
  if (style === 0)
    art =
      circle(x + w / 2, y + 150, 110, p.secondary) +
      path(d`M${x} ${y + 300}a${w / 2} ${w / 2} 0 0 1 ${w} 0z`, p.accent) +
      circle(x + w / 2, y + 150, 44, p.deep);
  else if (style === 1)
    art =
      [0, 1, 2, 3, 4]
        .map((i) =>
          rect(x - 40 + i * 70, y - 40, 34, 400, 17, i % 2 ? p.secondary : p.accent, {
            transform: d`rotate(30 ${x + w / 2} ${y + 150})`,
          }),
        )
        .join("") + circle(x + w / 2, y + 160, 60, WHITE);
  else
    art =
      poly(
        [
          [x, y + 300],
          [x + w * 0.4, y + 60],
          [x + w * 0.8, y + 300],
        ],
        p.accent,
      ) +
      poly(
        [
          [x + w * 0.3, y + 300],
          [x + w * 0.7, y + 120],
          [x + w, y + 240],
          [x + w, y + 300],
        ],
        p.soft,
      ) +
      circle(x + w * 0.78, y + 80, 34, p.secondary);
  doc.add(g({ "clip-path": inner }, art));
  doc.add(
    bars(x + 28, y + h - 86, [w * 0.7], WHITE, 20),
    bars(x + 28, y + h - 52, [w * 0.45, w * 0.3], mix(p.deep, WHITE, 0.5), 8, 16),
  );
  // Pin holding the poster.
  doc.add(circle(x + w / 2, y + 14, 7, p.secondary), circle(x + w / 2, y + 12, 3, WHITE, { opacity: 0.6 }));
};

/** Isometric packaging: a tall box and a small box with a wrapped label. */
function isoBox(
  fx: number,
  fy: number,
  a: number,
  b: number,
  h: number,
  labelMark: string,
  colors: [string, string, string],
): string {
  // (fx, fy) is the front-bottom corner; a and b run along the two iso axes (30°).
  const cx = 0.866;
  const L: [number, number] = [fx - cx * b, fy - 0.5 * b];
  const R: [number, number] = [fx + cx * a, fy - 0.5 * a];
  const B: [number, number] = [L[0] + R[0] - fx, L[1] + R[1] - fy];
  const up = (q: readonly [number, number]): [number, number] => [q[0], q[1] - h];
  // Cast shadow: the box footprint nudged right and down, like light from the upper left.
  const sh = (q: readonly [number, number]): [number, number] => [q[0] + 26, q[1] + 8];
  let out = poly([sh(L), sh([fx, fy]), sh(R), sh(B)], DARK, { opacity: 0.12 });
  out += poly([L, [fx, fy], up([fx, fy]), up(L)], colors[0]);
  out += poly([[fx, fy], R, up(R), up([fx, fy])], colors[1]);
  out += poly([up(L), up([fx, fy]), up(R), up(B)], colors[2]);
  // Label drawn in face-local coordinates and sheared onto the left face with a matrix.
  const m = `matrix(.866 .5 0 1 ${L[0].toFixed(1)} ${(L[1] - h).toFixed(1)})`;
  out += el(
    "g",
    { transform: m },
    rect(0, h * 0.3, b, h * 0.4, 0, WHITE) +
      labelMark +
      rect(b * 0.52, h * 0.42, b * 0.36, 8, 4, DARK) +
      rect(b * 0.52, h * 0.42 + 16, b * 0.24, 6, 3, BAR),
  );
  // Tape line along the top.
  out += path(
    d`M${(up(L)[0] + up([fx, fy])[0]) / 2} ${(up(L)[1] + up([fx, fy])[1]) / 2}L${(up(R)[0] + up(B)[0]) / 2} ${(up(R)[1] + up(B)[1]) / 2}`,
    "none",
    { stroke: WHITE, "stroke-width": 6, opacity: 0.5 },
  );
  return out;
}

const packagingKind: Kind = (doc, p, rng) => {
  lightStage(doc, p, rng);
  const name = rng.pick(MARK_NAMES);
  // Seeded proportions: tall carton, cube or flat box.
  const big = rng.int(130, 170);
  const tall = rng.int(170, 240);
  doc.add(
    isoBox(380, 500, rng.int(120, 170), big, tall, mark(name, big * 0.12, tall * 0.5 - 20, 40, p.accent, p.secondary), [
      p.accent,
      p.deep,
      p.soft,
    ]),
  );
  doc.add(
    isoBox(590, 520, 90, 90, 110, mark(name, 9, 110 * 0.34, 26, p.secondary, p.accent), [
      p.secondary,
      mix(p.secondary, DARK, 0.3),
      p.secondarySoft,
    ]),
  );
  doc.add(sparkle(170, 140, 10, p.accent), sparkle(660, 160, 8, p.secondary));
};

/** Tablet in landscape showing an analytics dashboard. */
const tabletKind: Kind = (doc, p, rng) => {
  boldStage(doc, p, rng);
  const x = 110;
  const y = 90;
  const w = 580;
  const h = 400;
  doc.add(
    card(x, y, w, h, { r: 30, fill: DARK, tone: DARK, strength: 2 }),
    rect(x + 16, y + 16, w - 32, h - 32, 16, PAPER),
  );
  const sx = x + 16;
  const sy = y + 16;
  doc.add(
    rect(sx, sy, 70, h - 32, 16, WHITE),
    rect(sx + 50, sy, 20, h - 32, 0, WHITE),
    circle(sx + 35, sy + 32, 12, p.accent),
  );
  for (let i = 0; i < 4; i++) doc.add(rect(sx + 26, sy + 76 + i * 40, 18, 18, 6, i === 1 ? p.accent : BAR));
  const cx = sx + 90;
  doc.add(bars(cx, sy + 22, [140], DARK, 12), circle(x + w - 50, sy + 28, 14, p.secondarySoft));
  // Chart card and side cards.
  doc.add(rect(cx, sy + 56, 290, 200, 14, WHITE), bars(cx + 18, sy + 74, [90], BAR, 8));
  doc.add(
    gridLines(cx + 18, sy + 104, 254, 130, 3),
    lineChart(
      doc,
      cx + 18,
      sy + 104,
      254,
      130,
      [0.2, 0.45, 0.35, 0.6, 0.5, 0.8, 0.72, 0.95].map((v) => v * rng.range(0.85, 1)),
      p.accent,
    ),
  );
  const rx = cx + 306;
  doc.add(
    rect(rx, sy + 56, 132, 150, 14, WHITE),
    donut(
      rx + 66,
      sy + 124,
      36,
      14,
      [
        [rng.range(0.45, 0.65), p.accent],
        [0.2, p.secondary],
      ],
      p.tint,
    ),
  );
  doc.add(
    rect(rx, sy + 218, 132, 120, 14, WHITE),
    barChart(
      rx + 14,
      sy + 232,
      104,
      92,
      [0.4, 0.7, 0.5, 0.9, 0.65].map((v) => v * rng.range(0.8, 1.1)),
      [p.soft, p.accent],
    ),
  );
  doc.add(
    rect(cx, sy + 270, 290, 68, 14, WHITE),
    circle(cx + 34, sy + 304, 16, p.tint),
    icon("trendUp", cx + 34, sy + 304, 18, p.accent, { weight: 2.6 }),
    bars(cx + 62, sy + 292, [120, 80], BAR, 8, 16),
  );
};

/** Brand board: a bento grid of mark, colour swatches, type bars and an icon set. */
const brandBoardKind: Kind = (doc, p, rng) => {
  doc.add(rect(-W, -H, 3 * W, 3 * H, 0, mix(p.tint, WHITE, 0.4)));
  const name = rng.pick(MARK_NAMES);
  const gx = 70;
  const gy = 60;
  // Large mark tile.
  doc.add(
    card(gx, gy, 320, 300, { r: 24, fill: p.accent, tone: p.deep }),
    mark(name, gx + 110, gy + 80, 100, WHITE, p.secondarySoft),
    bars(gx + 90, gy + 210, [140], WHITE, 14),
    bars(gx + 120, gy + 236, [80], mix(p.accent, WHITE, 0.5), 8),
  );
  // Swatches.
  const sw = [p.deep, p.soft, p.secondary];
  sw.forEach((c, i) => {
    const x = 410 + i * 110;
    doc.add(
      card(x, gy, 96, 140, { r: 20, fill: c, tone: p.deep }),
      bars(x + 14, gy + 104, [50], c === p.soft ? p.deep : WHITE, 7),
      bars(x + 14, gy + 118, [34], c === p.soft ? p.deep : WHITE, 5, 0),
    );
  });
  // Typography tile: a big and a small set of bars.
  doc.add(
    card(410, gy + 160, 316, 140, { r: 20, tone: p.deep }),
    bars(434, gy + 186, [180], DARK, 26),
    bars(434, gy + 228, [260, 230, 150], BAR, 8, 16),
  );
  // Icon set tile.
  doc.add(card(gx, gy + 320, 320, 160, { r: 20, tone: p.deep }));
  const glyphs: IconName[] = ["heart", "star", "globe", "book", "search"];
  glyphs.forEach((gl, i) =>
    doc.add(icon(gl, gx + 44 + i * 58, gy + 374, 28, i % 2 ? p.secondary : p.accent, { weight: 2.4 })),
  );
  doc.add(bars(gx + 30, gy + 424, [180, 120], BAR, 8, 18));
  // Pattern tile: the mark repeated, written once and instanced with <use>.
  const motif = doc.define(mark(name, 0, 0, 34, p.accent, p.secondary));
  doc.add(card(410, gy + 320, 316, 160, { r: 20, fill: p.tint, tone: p.deep }));
  for (let i = 0; i < 5; i++) doc.add(instance(motif, 436 + i * 58, gy + 344, i % 2 ? { opacity: 0.45 } : {}));
  doc.add(bars(436, gy + 404, [200], p.deep, 8), pill(436, gy + 428, 90, 28, p.accent, WHITE));
};

/** Fintech: two payment cards and a transaction notification. */
const cardsKind: Kind = (doc, p, rng) => {
  boldStage(doc, p, rng);
  const name = rng.pick(MARK_NAMES);
  const bank = (fill: string, chip: string, ink: string): string =>
    shadow(-170, -106, 340, 212, 22, DARK, 1.6) +
    rect(-170, -106, 340, 212, 22, fill) +
    rect(-136, -50, 44, 34, 8, chip) +
    path("M-136 -33h44M-114 -50v34", "none", { stroke: DARK, "stroke-width": 1.5, opacity: 0.25 }) +
    path("M-72 -46a14 14 0 0 1 0 26M-62 -52a22 22 0 0 1 0 38", "none", {
      stroke: ink,
      "stroke-width": 3,
      opacity: 0.7,
    }) +
    g({ fill: ink }, ...[0, 1, 2, 3].map((i) => rect(-136 + i * 66, 14, 52, 10, 5))) +
    rect(-136, 52, 100, 8, 4, ink, { opacity: 0.6 }) +
    mark(name, 106, -82, 40, ink, ink);
  doc.add(g({ transform: transform(470, 240, 12) }, bank(WHITE, "#fcd34d", p.deep)));
  doc.add(
    g(
      { transform: transform(360, 330, -8) },
      bank(
        doc.linear(
          [
            [0, p.deep],
            [1, mix(p.deep, DARK, 0.5)],
          ],
          0,
          0,
          1,
          1,
        ),
        "#fcd34d",
        WHITE,
      ),
    ),
  );
  doc.add(statCard(470, 470, 240, 80, p, "check", { color: "#10b981" }));
};

export const PORTFOLIO_KINDS = {
  phones: phonesKind,
  website: websiteKind,
  brandCard: brandCardKind,
  poster: posterKind,
  packaging: packagingKind,
  tablet: tabletKind,
  brandBoard: brandBoardKind,
  cards: cardsKind,
} satisfies Record<string, Kind>;

export type PortfolioKind = keyof typeof PORTFOLIO_KINDS;
export const PORTFOLIO_KIND_NAMES = Object.keys(PORTFOLIO_KINDS) as PortfolioKind[];

/** Kinds whose composition survives a horizontal flip (no left-aligned copy or rising charts). */
const MIRRORABLE = new Set<PortfolioKind>(["phones", "brandCard", "poster", "packaging"]);

/** One portfolio thumbnail; `kind` defaults to a seeded pick, `mirror` flips kinds where that is safe. */
export function portfolioThumb(
  seed: string,
  palette: Palette,
  kind?: PortfolioKind,
  opts: { mirror?: boolean } = {},
): string {
  const rng = new Rng(seed);
  const doc = new Doc(W, H, seed);
  const name = kind ?? rng.pick(PORTFOLIO_KIND_NAMES);
  PORTFOLIO_KINDS[name](doc, palette, rng);
  doc.mirrored = Boolean(opts.mirror) && MIRRORABLE.has(name);
  return doc.toString();
}
