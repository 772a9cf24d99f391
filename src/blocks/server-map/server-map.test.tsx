import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { worldMapModule, worldProjection } from "../../../scripts/art/world-map";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit, projectRoot } from "../../../tests/helpers/site-kit";
import ServerMap from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";
import { worldMap } from "./world-map.generated";

const examples = examplesOf("server-map");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"server-map">];

type Point = [number, number];

/** The shipped page's map as the prerender draws it. */
function shippedMap(): string {
  const page = parse(readFileSync(path.join(projectRoot, "pages/pages-menu/features-v2.yaml"), "utf8")) as {
    blocks: { type: string }[];
  };
  const parsed = schemas.get("server-map")?.safeParse(page.blocks.find((block) => block.type === "server-map"));
  if (parsed?.data?.type !== "server-map") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<ServerMap {...parsed.data} />);
}

/** Each closed outline of the land path, in absolute pixels. */
function rings(land: string): Point[][] {
  return land
    .split("M")
    .filter(Boolean)
    .map((part) => {
      const [x, y, ...steps] = (part.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
      const ring: Point[] = [[x!, y!]];
      for (let i = 0; i < steps.length; i += 2) {
        const [px, py] = ring[ring.length - 1]!;
        ring.push([px + steps[i]!, py + steps[i + 1]!]);
      }
      return ring;
    });
}

function contains(ring: Point[], [x, y]: Point): boolean {
  let inside = false;
  ring.forEach(([ax, ay], i) => {
    const [bx, by] = ring[(i + 1) % ring.length]!;
    if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
  });
  return inside;
}

/** The outline that holds a place, given as longitude and latitude. */
function ringAt(longitude: number, latitude: number): Point[] {
  const place = worldProjection()([longitude, latitude]) as Point;
  const found = rings(worldMap.land).filter((ring) => contains(ring, place));
  expect(found).toHaveLength(1);
  return found[0]!;
}

const bounds = (ring: Point[]) => ({
  left: Math.min(...ring.map(([x]) => x)),
  right: Math.max(...ring.map(([x]) => x)),
  top: Math.min(...ring.map(([, y]) => y)),
  bottom: Math.max(...ring.map(([, y]) => y)),
});

/** The data centres' real places, as longitude and latitude. */
const cities: Record<string, Point> = {
  Phoenix: [-112.07, 33.45],
  Chicago: [-87.63, 41.88],
  Toronto: [-79.38, 43.65],
  Montreal: [-73.57, 45.5],
  Amsterdam: [4.9, 52.37],
};

/** A label's box as the browser measures a line of it, estimated from its font size and its characters (bold letters are at most this wide on average). */
function labelBox(tag: string, name: string) {
  const number = (attribute: string) => Number(new RegExp(` ${attribute}="([^"]+)"`).exec(tag)?.[1]);
  const size = Number(/text-\[(\d+)px\]/.exec(tag)?.[1]);
  const width = name.length * size * 0.65;
  const anchor = / text-anchor="(\w+)"/.exec(tag)?.[1];
  const left = number("x") - (anchor === "end" ? width : anchor === "middle" ? width / 2 : 0);
  return { name, left, right: left + width, top: number("y") - size * 1.06, bottom: number("y") + size * 0.24 };
}

describe("server-map", () => {
  it("draws a labelled pin per location, and lists the locations", () => {
    const parsed = schemas.get("server-map")?.safeParse(example);
    if (parsed?.data?.type !== "server-map") throw new Error(JSON.stringify(parsed?.error?.issues));
    const html = renderAt(<ServerMap {...parsed.data} />);
    expect(html.match(/data-slot="pin"/g)).toHaveLength(2);
    expect(html).toContain('role="img" aria-label="World map of our server locations"');
    expect(html).toMatch(/<text[^>]*>Phoenix<\/text>/);
    expect(html.match(/<li(?:\s[^>]*)?>.*?<\/li>/g)?.map((item) => item.replace(/<[^>]+>/g, ""))).toEqual([
      "Phoenix",
      "Amsterdam",
    ]);
  });

  it("draws Natural Earth's land as the art script writes it, in a few kilobytes", () => {
    expect(readFileSync(path.join(import.meta.dirname, "world-map.generated.ts"), "utf8")).toBe(worldMapModule());
    expect(shippedMap()).toContain(`d="${worldMap.land}"`);
    expect(rings(worldMap.land).flat().length).toBeGreaterThan(600);
    expect(worldMap.land.length).toBeLessThan(4096);
  });

  it("cuts the land outside the map, so no outline runs along its edges where the land is cut, not a coast", () => {
    const { width, height } = worldMap;
    // Clipping leaves the ends of a cut exactly on the line it cuts along.
    const edges = (x: number, y: number) => [y === 0, y === height, x === 0, x === width];
    const alongEdges = rings(worldMap.land).flatMap((ring) =>
      ring.filter(([x, y], i) => {
        const [nextX, nextY] = ring[(i + 1) % ring.length]!;
        return edges(x, y).some((on, edge) => on && edges(nextX, nextY)[edge]);
      }),
    );
    expect(alongEdges).toEqual([]);
  });

  it("draws South America down to the Strait of Magellan and no land south of Cape Horn, so no Antarctica", () => {
    const southAmerica = bounds(ringAt(-50, -10));
    const capeFroward = worldProjection()([-71.3, -53.9]) as Point;
    expect(Math.abs(southAmerica.bottom - capeFroward[1])).toBeLessThan(4);
    const capeHorn = worldProjection()([-67.3, -55.98]) as Point;
    const lowest = Math.max(...rings(worldMap.land).map((ring) => bounds(ring).bottom));
    expect(lowest).toBeLessThanOrEqual(capeHorn[1] + 1);
  });

  it("draws Australia with its real coastline and extent", () => {
    const australia = ringAt(134, -25);
    expect(australia.length).toBeGreaterThan(30);
    const [left, top] = worldProjection()([113.2, -10.7]) as Point;
    const [right, bottom] = worldProjection()([153.6, -39.1]) as Point;
    const drawn = bounds(australia);
    for (const [actual, expected] of [
      [drawn.left, left],
      [drawn.right, right],
      [drawn.top, top],
      [drawn.bottom, bottom],
    ])
      expect(Math.abs(actual! - expected!)).toBeLessThan(4);
  });

  it("places each pin of the shipped page within two pixels of its city's real place", () => {
    const pins = [
      ...shippedMap().matchAll(/<g data-slot="pin"><circle cx="([^"]+)" cy="([^"]+)".*?<text[^>]*>([^<]+)</g),
    ];
    expect(pins.map((pin) => pin[3])).toEqual(Object.keys(cities));
    for (const [, cx, cy, name] of pins) {
      const [x, y] = worldProjection()(cities[name!]!) as Point;
      expect(Math.hypot(Number(cx) - x, Number(cy) - y), name).toBeLessThan(2);
    }
  });

  it("keeps every label of the shipped page inside the map, clear of the other labels and pins, and off phones", () => {
    const html = shippedMap();
    const labels = [...html.matchAll(/(<text[^>]*>)([^<]+)</g)].map(([, tag, name]) => labelBox(tag!, name!));
    const pins = [...html.matchAll(/<circle cx="([^"]+)" cy="([^"]+)" r="(\d+)"/g)].map(([, x, y, r]) => ({
      x: Number(x),
      y: Number(y),
      r: Number(r),
    }));
    expect(labels).toHaveLength(5);
    for (const label of labels) {
      expect(label.left, label.name).toBeGreaterThanOrEqual(0);
      expect(label.top, label.name).toBeGreaterThanOrEqual(0);
      expect(label.right, label.name).toBeLessThanOrEqual(worldMap.width);
      expect(label.bottom, label.name).toBeLessThanOrEqual(worldMap.height);
      for (const other of labels.filter((other) => other !== label)) {
        const apart =
          label.right <= other.left ||
          other.right <= label.left ||
          label.bottom <= other.top ||
          other.bottom <= label.top;
        expect(apart, `${label.name} and ${other.name}`).toBe(true);
      }
      for (const pin of pins) {
        const nearestX = Math.max(label.left, Math.min(pin.x, label.right));
        const nearestY = Math.max(label.top, Math.min(pin.y, label.bottom));
        expect(Math.hypot(pin.x - nearestX, pin.y - nearestY), `${label.name} and a pin`).toBeGreaterThan(pin.r);
      }
    }
    expect(html.match(/<text[^>]*class="[^"]*max-sm:hidden/g)).toHaveLength(5);
  });

  it("refuses a pin off the map", () => {
    const result = schemas.get("server-map")?.safeParse({ ...example, locations: [{ name: "Nowhere", x: 120, y: 5 }] });
    expect(result?.error?.issues.map((issue) => issue.path.join("."))).toEqual(["locations.0.x"]);
  });
});
