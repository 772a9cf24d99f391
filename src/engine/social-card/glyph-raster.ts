import type { Glyph } from "fontkit";
import type { Mask } from "./png";

/** How far a straight edge may stray from the curve it stands for, in pixels: invisible. */
const tolerance = 0.05;

/** A point of a Bézier curve of any degree, by de Casteljau's construction. */
function bezier(points: readonly number[], t: number): [number, number] {
  const p = [...points];
  for (let degree = p.length / 2 - 1; degree > 0; degree--)
    for (let at = 0; at < degree * 2; at++) p[at] = p[at]! + t * (p[at + 2]! - p[at]!);
  return [p[0]!, p[1]!];
}

/**
 * The outline of a glyph scaled to pixels as straight edges (x0 y0 x1 y1 each), from its pen, y down:
 * curves are cut into chords that follow them within the tolerance, and contours closed, as a fill
 * closes them.
 */
function glyphEdges(glyph: Glyph, scale: number): Float64Array {
  const edges: number[] = [];
  let [startX, startY, x, y] = [0, 0, 0, 0];
  const lineTo = (toX: number, toY: number) => {
    if (toX !== x || toY !== y) edges.push(x, y, toX, toY);
    [x, y] = [toX, toY];
  };
  for (const { command, args } of glyph.path.commands) {
    const points = [x, y, ...args.map((value, index) => (index % 2 === 0 ? value : -value) * scale)];
    if (command === "moveTo") {
      lineTo(startX, startY);
      [startX, startY, x, y] = [points[2]!, points[3]!, points[2]!, points[3]!];
    } else if (command === "closePath") lineTo(startX, startY);
    else {
      // k chords stray from a curve of degree n by at most n (n - 1) bend / (8 k²), where bend
      // bounds its second differences.
      const degree = points.length / 2 - 1;
      let bend = 0;
      for (let at = 0; at + 5 < points.length; at += 2) {
        const ddx = points[at]! - 2 * points[at + 2]! + points[at + 4]!;
        const ddy = points[at + 1]! - 2 * points[at + 3]! + points[at + 5]!;
        bend = Math.max(bend, Math.hypot(ddx, ddy));
      }
      const pieces = Math.max(1, Math.ceil(Math.sqrt((degree * (degree - 1) * bend) / (8 * tolerance))));
      for (let piece = 1; piece < pieces; piece++) lineTo(...bezier(points, piece / pieces));
      lineTo(points[degree * 2]!, points[degree * 2 + 1]!);
    }
  }
  lineTo(startX, startY);
  return Float64Array.from(edges);
}

/**
 * Adds one edge's signed area to the cells it passes through: an accumulation rasterizer (as in
 * font-rs), whose running sum along a row is then each pixel's exact coverage. In each row, the part
 * of the edge in a cell leaves there the area right of it in that cell, and carries the rest of its
 * height to the next cell, whence the sum takes it to every cell on its right.
 */
function addEdge(area: Float32Array, stride: number, x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  const direction = y0 < y1 ? 1 : -1;
  if (direction < 0) [x0, y0, x1, y1] = [x1, y1, x0, y0];
  const slope = (x1 - x0) / (y1 - y0);
  for (let row = Math.floor(y0); row < y1; row++) {
    const [top, bottom] = [Math.max(row, y0), Math.min(row + 1, y1)];
    const [from, to] = [x0 + slope * (top - y0), x0 + slope * (bottom - y0)];
    const [left, right] = [Math.min(from, to), Math.max(from, to)];
    for (let cell = Math.floor(left); cell === Math.floor(left) || cell < right; cell++) {
      const [start, end] = [Math.max(left, cell), Math.min(right, cell + 1)];
      const height = (bottom - top) * direction * (right > left ? (end - start) / (right - left) : 1);
      const middle = (start + end) / 2 - cell;
      area[row * stride + cell]! += height * (1 - middle);
      area[row * stride + cell + 1]! += height * middle;
    }
  }
}

/**
 * Fills a glyph at `scale` pixels a font unit whose pen is at (x, y) with the nonzero rule (overlapping
 * contours of a variable font count once), each pixel by the exact share of it the glyph covers.
 */
export function rasterize(glyph: Glyph, scale: number, x: number, y: number): Mask {
  const edges = glyphEdges(glyph, scale);
  if (edges.length === 0) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) };
  const [xs, ys] = [0, 1].map((axis) => edges.filter((_, at) => at % 2 === axis));
  const [left, top] = [Math.floor(x + Math.min(...xs!)), Math.floor(y + Math.min(...ys!))];
  const [width, height] = [Math.ceil(x + Math.max(...xs!)) - left, Math.ceil(y + Math.max(...ys!)) - top];
  // A spare column takes the height an edge carries past the box's last pixel.
  const stride = width + 1;
  const area = new Float32Array(stride * height);
  const moved = edges.map((value, at) => (at % 2 === 0 ? value + x - left : value + y - top));
  for (let at = 0; at < moved.length; at += 4)
    addEdge(area, stride, moved[at]!, moved[at + 1]!, moved[at + 2]!, moved[at + 3]!);
  const alpha = new Uint8Array(width * height);
  for (let row = 0; row < height; row++)
    for (let column = 0, sum = 0; column < width; column++) {
      sum += area[row * stride + column]!;
      alpha[row * width + column] = Math.min(255, Math.round(Math.abs(sum) * 255));
    }
  return { left, top, width, height, alpha };
}
