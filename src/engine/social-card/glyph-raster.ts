import type { Glyph } from "fontkit";

/**
 * A glyph's outline at one size as straight edges, in pixels from its pen position (y down):
 * x0 y0 x1 y1 for each edge, and the box they fill.
 */
export interface GlyphEdges {
  edges: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A glyph drawn at a pen position, in pixels. */
export interface PlacedGlyph {
  edges: GlyphEdges;
  x: number;
  y: number;
}

/** How far a straight edge may stray from the curve it stands for, in pixels: invisible. */
const tolerance = 0.05;

/**
 * The outline of a glyph at `size` px, curves cut into edges short enough to follow them within the
 * tolerance. Contours are closed, as a fill closes them.
 */
export function glyphEdges(glyph: Glyph, scale: number): GlyphEdges {
  const edges: number[] = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const lineTo = (toX: number, toY: number) => {
    if (toX !== x || toY !== y) edges.push(x, y, toX, toY);
    x = toX;
    y = toY;
  };
  const close = () => lineTo(startX, startY);
  for (const { command, args } of glyph.path.commands) {
    const point = (index: number): [number, number] => [(args[index] ?? 0) * scale, -(args[index + 1] ?? 0) * scale];
    if (command === "moveTo") {
      close();
      [x, y] = point(0);
      [startX, startY] = [x, y];
    } else if (command === "lineTo") lineTo(...point(0));
    else if (command === "closePath") close();
    else if (command === "quadraticCurveTo") {
      const [cx, cy] = point(0);
      const [ex, ey] = point(2);
      // A straight line strays from a quadratic by at most |p0 - 2 p1 + p2| / (4 n²) with n pieces.
      const n = Math.max(1, Math.ceil(Math.sqrt(Math.hypot(x - 2 * cx + ex, y - 2 * cy + ey) / (4 * tolerance))));
      const [fromX, fromY] = [x, y];
      for (let step = 1; step <= n; step++) {
        const t = step / n;
        const u = 1 - t;
        lineTo(u * u * fromX + 2 * u * t * cx + t * t * ex, u * u * fromY + 2 * u * t * cy + t * t * ey);
      }
    } else {
      const [c1x, c1y] = point(0);
      const [c2x, c2y] = point(2);
      const [ex, ey] = point(4);
      // For a cubic, the larger of its two second differences bounds how far it bends (× 3/4).
      const bend = Math.max(
        Math.hypot(x - 2 * c1x + c2x, y - 2 * c1y + c2y),
        Math.hypot(c1x - 2 * c2x + ex, c1y - 2 * c2y + ey),
      );
      const n = Math.max(1, Math.ceil(Math.sqrt((3 * bend) / (4 * tolerance))));
      const [fromX, fromY] = [x, y];
      for (let step = 1; step <= n; step++) {
        const t = step / n;
        const u = 1 - t;
        lineTo(
          u * u * u * fromX + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex,
          u * u * u * fromY + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey,
        );
      }
    }
  }
  close();
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let index = 0; index < edges.length; index += 2) {
    const [ex = 0, ey = 0] = [edges[index], edges[index + 1]];
    minX = Math.min(minX, ex);
    maxX = Math.max(maxX, ex);
    minY = Math.min(minY, ey);
    maxY = Math.max(maxY, ey);
  }
  return { edges: Float64Array.from(edges), minX, minY, maxX, maxY };
}

/** What a run of glyphs covers: a box on the canvas, and each pixel's coverage in it, from 0 to 255. */
export interface Coverage {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Row by row, `width` a row. */
  alpha: Uint8Array;
}

/**
 * Adds one edge's signed area to the cells it passes through: an accumulation rasterizer (as in
 * font-rs), whose running sum along a row is then each pixel's exact coverage. Coordinates are in
 * the box, which holds the edge with a column to spare on the right.
 */
function addEdge(area: Float32Array, stride: number, x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  let direction = 1;
  if (y0 > y1) {
    direction = -1;
    [x0, y0, x1, y1] = [x1, y1, x0, y0];
  }
  const slope = (x1 - x0) / (y1 - y0);
  let x = x0;
  const end = Math.ceil(y1);
  for (let row = Math.floor(y0); row < end; row++) {
    const cells = row * stride;
    const dy = Math.min(row + 1, y1) - Math.max(row, y0);
    const next = x + slope * dy;
    const d = dy * direction;
    const left = Math.min(x, next);
    const right = Math.max(x, next);
    const leftCell = Math.floor(left);
    const rightCell = Math.ceil(right);
    if (rightCell <= leftCell + 1) {
      // Within one column: the area left of the edge's middle stays in it, the rest carries on.
      const middle = 0.5 * (x + next) - leftCell;
      area[cells + leftCell]! += d - d * middle;
      area[cells + leftCell + 1]! += d * middle;
    } else {
      const inverse = 1 / (right - left);
      const leftPart = left - leftCell;
      const first = 0.5 * inverse * (1 - leftPart) * (1 - leftPart);
      const rightPart = right - rightCell + 1;
      const last = 0.5 * inverse * rightPart * rightPart;
      area[cells + leftCell]! += d * first;
      if (rightCell === leftCell + 2) area[cells + leftCell + 1]! += d * (1 - first - last);
      else {
        const second = inverse * (1.5 - leftPart);
        area[cells + leftCell + 1]! += d * (second - first);
        for (let cell = leftCell + 2; cell < rightCell - 1; cell++) area[cells + cell]! += d * inverse;
        const beforeLast = second + (rightCell - leftCell - 3) * inverse;
        area[cells + rightCell - 1]! += d * (1 - beforeLast - last);
      }
      area[cells + rightCell]! += d * last;
    }
    x = next;
  }
}

let scratch = new Float32Array(0);

/**
 * Fills glyphs with the nonzero rule (overlapping contours of a variable font count once), each
 * pixel by the exact share of it they cover: the antialiasing resvg gives, or finer.
 */
export function rasterize(glyphs: readonly PlacedGlyph[]): Coverage {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { edges, x, y } of glyphs) {
    if (edges.edges.length === 0) continue;
    minX = Math.min(minX, x + edges.minX);
    minY = Math.min(minY, y + edges.minY);
    maxX = Math.max(maxX, x + edges.maxX);
    maxY = Math.max(maxY, y + edges.maxY);
  }
  if (minX === Infinity) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) };
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left + 1;
  const height = Math.ceil(maxY) - top;
  // One spare column takes the area an edge carries past the box's last pixel.
  const stride = width + 1;
  if (scratch.length < stride * height) scratch = new Float32Array(stride * height);
  const area = scratch.subarray(0, stride * height);
  area.fill(0);
  for (const { edges, x, y } of glyphs) {
    const points = edges.edges;
    const dx = x - left;
    const dy = y - top;
    for (let index = 0; index < points.length; index += 4) {
      addEdge(
        area,
        stride,
        points[index]! + dx,
        points[index + 1]! + dy,
        points[index + 2]! + dx,
        points[index + 3]! + dy,
      );
    }
  }
  const alpha = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    let sum = 0;
    const cells = row * stride;
    const out = row * width;
    for (let column = 0; column < width; column++) {
      sum += area[cells + column]!;
      const cover = sum < 0 ? -sum : sum;
      alpha[out + column] = cover >= 1 ? 255 : Math.round(cover * 255);
    }
  }
  return { left, top, width, height, alpha };
}
