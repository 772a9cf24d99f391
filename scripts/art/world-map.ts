/**
 * The land of the world for the server-map block, drawn from Natural Earth's 1:110m land
 * (world-atlas) and projected with d3-geo into the map's box, written as a TypeScript module
 * so the block draws it inline in the theme's colours. Only this script needs the packages.
 */
import { geoEquirectangular, geoStream, type GeoProjection, type GeoStream } from "d3-geo";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Point } from "./svg.ts";

/** The box spans every longitude, so a pin's x in percent is (longitude + 180) / 3.6. */
const PIXELS_PER_DEGREE = 3;
/** North of Greenland's coast and south of Cape Horn is ice that no visitor is served from: Antarctica is left out. */
const NORTH = 80;
const SOUTH = -60;
const WIDTH = 360 * PIXELS_PER_DEGREE;
const HEIGHT = (NORTH - SOUTH) * PIXELS_PER_DEGREE;
/**
 * The land is cut this many pixels outside the box, so the outline the cut leaves (along 80° N,
 * and at 180° for the land that crosses it) falls outside the map and is never drawn as a coast.
 */
const CLIP_MARGIN = 4;
/** A coastline bend smaller than this many pixels is not drawn. */
const TOLERANCE = 2.5;
/** Islands smaller than this many square pixels are left out. */
const SMALLEST_ISLAND = 40;

/** Longitude and latitude to the map's pixels, in a straight line on both axes (plate carrée). */
export function worldProjection(): GeoProjection {
  return geoEquirectangular()
    .scale((PIXELS_PER_DEGREE * 180) / Math.PI)
    .translate([WIDTH / 2, NORTH * PIXELS_PER_DEGREE])
    .precision(0)
    .clipExtent([
      [-CLIP_MARGIN, -CLIP_MARGIN],
      [WIDTH + CLIP_MARGIN, HEIGHT + CLIP_MARGIN],
    ]);
}

function readLand(): GeoJSON.FeatureCollection | GeoJSON.Feature {
  const topology = createRequire(import.meta.url)("world-atlas/land-110m.json") as Topology<{
    land: GeometryCollection;
  }>;
  return feature(topology, topology.objects.land);
}

/** Every closed ring of the land after projection and clipping to the box, in pixels. */
function projectedRings(): Point[][] {
  const rings: Point[][] = [];
  let ring: Point[] = [];
  const sink: GeoStream = {
    // The land cut at 180° ends on the box's sides: moved out with the other cuts, its outline is not drawn.
    point: (x, y) => void ring.push([x <= 0 ? -CLIP_MARGIN : x >= WIDTH ? WIDTH + CLIP_MARGIN : x, y]),
    lineStart: () => void (ring = []),
    lineEnd: () => void rings.push(ring),
    polygonStart: () => undefined,
    polygonEnd: () => undefined,
    sphere: () => undefined,
  };
  geoStream(readLand(), worldProjection().stream(sink));
  return rings;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Douglas–Peucker: keeps the points that bend the line by more than the tolerance. */
function simplifyLine(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const distance = distanceToSegment(points[i]!, first, last);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= TOLERANCE) return [first, last];
  return [...simplifyLine(points.slice(0, index + 1)).slice(0, -1), ...simplifyLine(points.slice(index))];
}

/** A closed ring is split at the point farthest from its start, so neither half is a line back onto itself. */
function simplifyRing(ring: Point[]): Point[] {
  const start = ring[0]!;
  let split = 0;
  ring.forEach((point, i) => {
    if (
      Math.hypot(point[0] - start[0], point[1] - start[1]) >
      Math.hypot(ring[split]![0] - start[0], ring[split]![1] - start[1])
    )
      split = i;
  });
  const rounded = [...simplifyLine(ring.slice(0, split + 1)).slice(0, -1), ...simplifyLine(ring.slice(split))].map(
    ([x, y]): Point => [Math.round(x), Math.round(y)],
  );
  return rounded.filter((point, i) => i === 0 || point[0] !== rounded[i - 1]![0] || point[1] !== rounded[i - 1]![1]);
}

function area(ring: Point[]): number {
  let sum = 0;
  ring.forEach(([x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length]!;
    sum += x * ny - nx * y;
  });
  return Math.abs(sum / 2);
}

/** Whole pixels, each point after the first as a step from the one before, which keeps the numbers short. */
function ringPath(ring: Point[]): string {
  const [head, ...rest] = ring;
  let path = `M${head![0]} ${head![1]}l`;
  let previous = head!;
  for (const point of rest) {
    for (const step of [point[0] - previous[0], point[1] - previous[1]])
      path += step < 0 || path.endsWith("l") ? String(step) : ` ${step}`;
    previous = point;
  }
  return `${path}z`;
}

/** The land as one SVG path, in the map's pixels. */
export function worldLandPath(): string {
  return projectedRings()
    .map(simplifyRing)
    .filter((ring) => ring.length >= 4 && area(ring) >= SMALLEST_ISLAND)
    .map(ringPath)
    .join("");
}

/** The TypeScript module the block imports, laid out as prettier would. */
export function worldMapModule(): string {
  return [
    "// Written by npm run art (scripts/art/world-map.ts) from Natural Earth's 1:110m land, public domain; a unit test fails when it is out of date.",
    `/** The land from ${NORTH}° north to ${-SOUTH}° south at every longitude, in the map's pixels. */`,
    "export const worldMap = {",
    `  width: ${WIDTH},`,
    `  height: ${HEIGHT},`,
    `  land: "${worldLandPath()}",`,
    "} as const;",
    "",
  ].join("\n");
}
