/**
 * Geometric brand marks on a 32×32 grid, used by the partner logos and by the
 * "brand identity" portfolio thumbnails. Each mark uses one main colour and an
 * optional secondary colour (defaults to the main colour at reduced opacity),
 * so the same mark works in a greyscale logo strip and on a coloured card.
 */
import { circle, d, el, ellipse, g, path, poly, rect, transform } from "./svg.ts";

type MarkDraw = (c: string, alt: string) => string;

const stroke = (color: string, width: number) => ({ fill: "none", stroke: color, "stroke-width": width });

const MARKS = {
  /** Compass needle in a ring: "north". */
  northwind: (c, alt) =>
    circle(16, 16, 13.5, "none", stroke(c, 3)) + path("M16 5.5l5 10.5H11z", c) + path("M16 26.5L21 16H11z", alt),
  /** Sun disc with eight rays: "light". */
  lumen: (c) => {
    let rays = "";
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      rays += d`M${16 + Math.cos(a) * 10.5} ${16 + Math.sin(a) * 10.5}L${16 + Math.cos(a) * 14.5} ${16 + Math.sin(a) * 14.5}`;
    }
    return circle(16, 16, 6.5, c) + path(rays, undefined, stroke(c, 2.8));
  },
  /** Planet with a tilted ring and a moon. */
  orbit: (c, alt) =>
    ellipse(16, 16, 14.5, 6, "none", { ...stroke(alt, 2.6), transform: "rotate(-28 16 16)" }) +
    circle(16, 16, 7, c) +
    circle(27.5, 8.5, 2.8, c),
  /** Three stacked triangles: a stylised pine. */
  pinecone: (c, alt) =>
    poly(
      [
        [16, 2],
        [25, 13],
        [7, 13],
      ],
      c,
    ) +
    poly(
      [
        [16, 8],
        [28, 22],
        [4, 22],
      ],
      alt,
    ) +
    poly(
      [
        [16, 15],
        [30, 30],
        [2, 30],
      ],
      c,
    ),
  /** Atom: three crossed ellipses around a nucleus. */
  quantum: (c, alt) =>
    g(
      stroke(alt, 2.2),
      ellipse(16, 16, 14.5, 5.5),
      ellipse(16, 16, 14.5, 5.5, undefined, { transform: "rotate(60 16 16)" }),
      ellipse(16, 16, 14.5, 5.5, undefined, { transform: "rotate(-60 16 16)" }),
    ) + circle(16, 16, 3.6, c),
  /** Bird: leaf-shaped body swooping up to a round head, with a beak, wing and eye. */
  sparrow: (c, alt) =>
    path("M2 29C10 29 20 25 25 15L19 6C9 9 3 18 2 29z", c) +
    circle(22.5, 10, 6.5, c) +
    poly(
      [
        [28, 7.5],
        [31.5, 10.5],
        [27.5, 12.5],
      ],
      alt,
    ) +
    path("M7 25c6-1 11-5 13-12-6 1-11 6-13 12z", alt) +
    circle(24, 9, 1.6, "#fff"),
  /** Three wave strokes. */
  tidal: (c, alt) =>
    path("M3 9q3.3-4 6.5 0t6.5 0t6.5 0t6.5 0M3 16.5q3.3-4 6.5 0t6.5 0t6.5 0t6.5 0", undefined, stroke(c, 3)) +
    path("M3 24q3.3-4 6.5 0t6.5 0t6.5 0t6.5 0", undefined, stroke(alt, 3)),
  /** Triangle of connected nodes. */
  vertex: (c, alt) =>
    poly(
      [
        [16, 5],
        [27, 26],
        [5, 26],
      ],
      "none",
      stroke(alt, 2.6),
    ) + g({ fill: c }, circle(16, 5, 4.2), circle(27, 26, 4.2), circle(5, 26, 4.2)),
  /** Half sun over a horizon: "highest point". */
  zenith: (c, alt) =>
    path("M6 21a10 10 0 0 1 20 0z", c) +
    path("M2 25.5h28M8 30h16", undefined, stroke(alt, 3)) +
    path("M16 3.5v3.5M5.5 8l2.5 2.5M26.5 8 24 10.5", undefined, stroke(c, 2.6)),
  /** Sailboat: two sails and a hull. */
  harbor: (c, alt) =>
    poly(
      [
        [17, 2],
        [17, 22],
        [29, 22],
      ],
      c,
    ) +
    poly(
      [
        [14, 8],
        [14, 22],
        [4, 22],
      ],
      alt,
    ) +
    path("M2 25h28l-4.5 5h-19z", c),
  /** Four quarter-disc petals. */
  petal: (c, alt) =>
    path("M15 15V2A13 13 0 0 0 2 15z", c) +
    path("M17 15V2a13 13 0 0 1 13 13z", alt) +
    path("M15 17v13A13 13 0 0 1 2 17z", alt) +
    path("M17 17v13a13 13 0 0 0 13-13z", c),
  /** Four blocks: square, circle, triangle, square. */
  blocks: (c, alt) =>
    rect(2, 2, 13, 13, 4, c) +
    circle(23.5, 8.5, 6.5, alt) +
    poly(
      [
        [2, 30],
        [15, 30],
        [15, 17],
      ],
      alt,
    ) +
    rect(17, 17, 13, 13, 4, c),
  /** Three offset rounded bars. */
  stack: (c, alt) => rect(2, 4, 20, 7, 3.5, c) + rect(8, 12.5, 22, 7, 3.5, alt) + rect(4, 21, 18, 7, 3.5, c),
  /** Split circle with an offset dot. */
  split: (c, alt) =>
    path("M15 2.5a13.5 13.5 0 0 0 0 27z", c) + path("M17 2.5a13.5 13.5 0 0 1 0 27z", alt) + circle(16, 16, 4, "#fff"),
} satisfies Record<string, MarkDraw>;

export type MarkName = keyof typeof MARKS;
export const MARK_NAMES = Object.keys(MARKS) as MarkName[];

/** Draw a mark with its top-left at (x, y) and the given pixel size. Without `alt`, secondary parts use `color` at 55% opacity. */
export function mark(name: MarkName, x: number, y: number, size: number, color: string, alt?: string): string {
  const body = alt === undefined ? fadeSecondary(MARKS[name], color) : MARKS[name](color, alt);
  return el("g", { transform: transform(x, y, 0, size / 32) }, body);
}

/** Single-colour rendering: a sentinel colour flags the secondary parts, which are then swapped for a faded main colour. */
function fadeSecondary(draw: MarkDraw, color: string): string {
  const SENTINEL = "#010203";
  return draw(color, SENTINEL).replaceAll(`"${SENTINEL}"`, `"${color}" opacity=".55"`);
}
