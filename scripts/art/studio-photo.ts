/**
 * The studio photo for the About page (2400×1600 JPEG): a bright open-plan office on a sunny morning, with
 * a long shared desk, people at work, pendant lamps, books, plants, a pinboard and the city through the glass.
 *
 * The scene is an SVG in one-point perspective: every corner is a 3D point (metres) seen through one pinhole
 * camera, so desks, shelves and sun patches recede together like a real room. resvg rasterises it, then the
 * pixels get a photographic finish whose grain comes from the seeded PRNG, so every run writes the same bytes.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { mix } from "./palette.ts";
import { hashString, mulberry32, Rng } from "./random.ts";
import { type Attrs, Doc, el, ellipse, n, type Point, path, rect, type Stop } from "./svg.ts";

const [W, H] = [1200, 800];
// Camera: eye height of a standing visitor, a little right of the desk so its long side shows.
const EYE = { x: 0.9, y: 1.5 };
const [FOCAL, CX, CY] = [780, 600, 330];
// The room in metres: x left/right, y up from the floor, z away from the camera.
const [LEFT, RIGHT, CEIL, BACK, NEAR] = [-4, 4.4, 3.3, 10, 1.2];
const DESK = { x0: -2.3, x1: -0.7, top: 0.76, z0: 2.6, z1: 8.6 };
const SEATS = [7.4, 6.1, 4.8, 3.5];
const SHELF = { z0: 3.6, z1: 7.8, top: 2.2 };
const BOOKS = ["#2f4858", "#c25e3a", "#e9c46a", "#f1ece2", "#6a8e7f", "#33415c", "#b08968", "#9d4f5d"];
const SHIRTS = ["#3d5a80", "#f2efe9", "#d08c60", "#2f3e46", "#8aa399", "#c9a66b", "#6d597a", "#e5e1d8"];
const SKIN = ["#f1c7a5", "#c68863", "#8d5a3b", "#e8b48f", "#5c3a26", "#f3d2b8"];
const HAIR = ["#2b1d14", "#4a3222", "#c79a5b", "#1b1b1b", "#7a5a3a", "#9a9590"];
const LEAF = "M0 0C10 -6 10 -21 0 -29C-10 -21 -10 -6 0 0Z";

type V3 = readonly [number, number, number];
const P = ([x, y, z]: V3): Point => [CX + (FOCAL * (x - EYE.x)) / z, CY - (FOCAL * (y - EYE.y)) / z];
const pt = ([x, y]: Point) => `${n(x)} ${n(y)}`;
/** Path data through projected points given as a flat x, y, z list, optionally closed. */
function line(xyz: number[], close = false): string {
  const at = (i: number) => pt(P([xyz[i]!, xyz[i + 1]!, xyz[i + 2]!]));
  return "M" + xyz.flatMap((_, i) => (i % 3 ? [] : [at(i)])).join("L") + (close ? "Z" : "");
}
const face = (xyz: number[], fill: string, o: Attrs = {}) => path(line(xyz, true), fill, o);
/** Quads in planes of constant x (side walls, screens, spines), y (floor, desk tops) and z (back wall). */
const quadX = (x: number, y0: number, y1: number, z0: number, z1: number, fill: string, o: Attrs = {}) =>
  face([x, y0, z0, x, y1, z0, x, y1, z1, x, y0, z1], fill, o);
const quadY = (y: number, x0: number, x1: number, z0: number, z1: number, fill: string, o: Attrs = {}) =>
  face([x0, y, z0, x1, y, z0, x1, y, z1, x0, y, z1], fill, o);
const quadZ = (z: number, x0: number, x1: number, y0: number, y1: number, fill: string, o: Attrs = {}) =>
  face([x0, y0, z, x1, y0, z, x1, y1, z, x0, y1, z], fill, o);
/** Evenly spaced gradient stops, and a colour fading to transparent for glows and soft shadows. */
const ramp = (...colors: string[]): Stop[] => colors.map((c, i) => [i / (colors.length - 1), c] as const);
const glow = (color: string, alpha: number): Stop[] => [[0, color, alpha] as const, [1, color, 0] as const];
/** A sprite drawn in centimetres around a point and scaled for its depth: people, plants, lamps. */
const sprite = (x: number, y: number, z: number, markup: string) =>
  el("g", { transform: `translate(${pt(P([x, y, z]))}) scale(${(FOCAL / z / 100).toFixed(3)})` }, markup);

/** A solid box: only the faces the camera can see are drawn, so no sorting is needed within it. */
function box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, tones: string[]): string {
  const [top, front, side] = tones as [string, string, string];
  let out = quadZ(z0, x0, x1, y0, y1, front);
  if (EYE.x > x1) out += quadX(x1, y0, y1, z0, z1, side);
  if (EYE.x < x0) out += quadX(x0, y0, y1, z0, z1, side);
  if (EYE.y > y1) out += quadY(y1, x0, x1, z0, z1, top);
  if (EYE.y < y0) out += quadY(y0, x0, x1, z0, z1, side);
  return out;
}

// Blurs for whole layers (fast), over the canvas: resvg fails on bounding-box regions far outside the frame.
const REGION = { filterUnits: "userSpaceOnUse", x: -50, y: -50, width: W + 100, height: H + 100 };
const blur = (id: string, sd: number) => el("filter", { id, ...REGION }, el("feGaussianBlur", { stdDeviation: sd }));
const FILTERS = el("defs", {}, blur("s1", 4) + blur("s2", 10) + blur("s3", 1.6));

/** The view outside (sky, hazy skyline, treetops), out of focus as the lens is focused on the room. */
function outside(doc: Doc, rng: Rng): string {
  let out = rect(0, 0, W, H, 0, doc.linear(ramp("#9ccbef", "#d9ecf6", "#f4efe2")));
  out += ellipse(120, 200, 420, 260, doc.radial(glow("#fff8e6", 0.9)));
  // Two rows of towers: the far row paler (aerial perspective), both lit from the left like the room.
  for (const row of [0, 1]) {
    for (let x = -20; x < W; x += rng.range(2, 16)) {
      const [w, h, base] = [rng.range(22, 70), rng.range(40, 150) * (row ? 0.75 : 1), CY + 40 + row * 14];
      const tone = mix(rng.pick(["#8aa1b8", "#a7b4c2", "#c2b8a8", "#93a8a4"]), "#e4edf4", row ? 0.4 : 0.62);
      out += rect(x, base - h, w, h + 60, 0, tone) + rect(x, base - h, w * 0.3, h + 60, 0, "#fff", { opacity: 0.2 });
      x += w;
    }
  }
  // Treetops below the horizon: the studio is on the third floor, looking down into a park.
  for (let i = 0; i < 90; i++) {
    const [x, y, r] = [rng.range(-30, W + 30), CY + 70 + rng.range(0, 80), rng.range(22, 46)];
    out += ellipse(x, y, r, r * 0.8, rng.pick(["#6f9a5a", "#87ad62", "#5e8a55", "#9cbc72"]));
    out += ellipse(x - r * 0.3, y - r * 0.35, r * 0.5, r * 0.35, "#d4e49c", { opacity: 0.5 });
  }
  return el("g", { filter: "url(#s3)" }, out);
}

/** Walls, floor and ceiling, with the glazing cut out of the back and left walls (evenodd holes). */
function shell(doc: Doc, rng: Rng): string {
  const [sill, head, edge, split, evenodd] = [0.45, 3, 1.6, 2.35, { "fill-rule": "evenodd" }];
  const back = line([LEFT, CEIL, BACK, RIGHT, CEIL, BACK, RIGHT, 0, BACK, LEFT, 0, BACK], true);
  const glass = line([LEFT + 0.4, sill, BACK, edge, sill, BACK, edge, head, BACK, LEFT + 0.4, head, BACK], true);
  let out = path(back + glass, doc.linear(ramp("#f6f3ee", "#e9e3d9")), evenodd);
  const left = line([LEFT, CEIL, NEAR, LEFT, CEIL, BACK, LEFT, 0, BACK, LEFT, 0, NEAR], true);
  const side = line([LEFT, sill, NEAR, LEFT, sill, BACK - 0.4, LEFT, head, BACK - 0.4, LEFT, head, NEAR], true);
  out += path(left + side, doc.linear(ramp("#d9d2c6", "#eee8de"), 0, 0, 1, 0), evenodd);
  out += quadX(RIGHT, 0, CEIL, NEAR, BACK, doc.linear(ramp("#efe9e0", "#e4ddd2"), 1, 0, 0, 0));
  out += quadY(CEIL, LEFT, RIGHT, NEAR, BACK, doc.linear(ramp("#e6e2dc", "#f6f4f0")));
  out += quadY(0, LEFT, RIGHT, NEAR, BACK, doc.linear(ramp("#cdb08e", "#b8936d")));
  // Oak boards converge on the vanishing point; some are a shade off, as real timber never matches.
  let seams = "";
  for (let x = LEFT; x < RIGHT; x += 0.2) {
    seams += line([x, 0, NEAR, x, 0, BACK]);
    const z = rng.range(NEAR, BACK - 2);
    out += quadY(0, x, x + 0.2, z, z + rng.range(1, 3), rng.pick(["#fff", "#5a3d24"]), { opacity: 0.06 });
  }
  out += path(seams, "none", { stroke: "#7a5738", "stroke-width": 0.6, opacity: 0.22 });
  // Mullions: dark aluminium frames, thicker near the camera, like every real object.
  let mullions = line([LEFT + 0.4, split, BACK, edge, split, BACK]);
  for (let x = LEFT + 0.4; x < edge + 0.1; x += (edge - LEFT - 0.4) / 5)
    mullions += line([x, sill, BACK, x, head, BACK]);
  out += path(mullions, "none", { stroke: "#3b4149", "stroke-width": 3 });
  for (let z = BACK - 0.4; z > NEAR; z -= 1.4)
    out += path(line([LEFT, sill, z, LEFT, head, z]), "none", { stroke: "#3b4149", "stroke-width": 34 / z });
  // Concrete beams across the ceiling give the room a rhythm and make its depth legible.
  for (const z of [2.2, 4.4, 6.6, 8.8])
    out += box(LEFT, RIGHT, CEIL - 0.24, CEIL, z, z + 0.3, ["#eee", "#e9e5df", "#d6d1ca"]);
  return out;
}

/** Soft layers: sun patches, the windows' sheen on the oak, contact shadows, and darker room corners. */
function softLight(doc: Doc): string {
  const [sx, sy, sz] = [0.95, -0.6, -0.3];
  let light = "";
  for (let z = BACK - 0.4; z > NEAR + 1.4; z -= 1.4) {
    // Each pane of the left glazing, projected along the sun's direction onto the floor.
    const pane = [0.45, z - 0.1, 0.45, z - 1.3, 2.3, z - 1.3, 2.3, z - 0.1];
    const pts = pane.flatMap((y, i) => (i % 2 ? [] : [LEFT + (sx * y) / -sy, 0.002, pane[i + 1]! + (sz * y) / -sy]));
    light += face(pts, "#fff3d6", { opacity: 0.55 });
  }
  const sheen = doc.linear(glow("#fffaf0", 0.4));
  for (let x = LEFT + 0.5; x < 1.5; x += 1.08) light += quadY(0.003, x, x + 0.95, BACK - 3, BACK, sheen);
  const dim = { opacity: 0.3 };
  let shade = quadY(0, DESK.x0 - 0.1, DESK.x1 + 0.1, DESK.z0, DESK.z1 + 0.1, "#3a2a1c", dim);
  shade += quadY(0, RIGHT - 0.5, RIGHT, SHELF.z0 - 0.1, SHELF.z1 + 0.1, "#3a2a1c", dim);
  // Darker bands where the planes meet: a cheap ambient occlusion that gives the room its corners.
  const ao: Attrs = { stroke: "#6b5a48", "stroke-width": 9, opacity: 0.22 };
  const floor = line([LEFT, 0, BACK, RIGHT, 0, BACK, RIGHT, 0, NEAR, RIGHT, 0, BACK, RIGHT, CEIL, BACK]);
  shade += path(floor + line([LEFT, CEIL, NEAR, LEFT, CEIL, BACK, RIGHT, CEIL, BACK, RIGHT, CEIL, NEAR]), "none", ao);
  return el("g", { filter: "url(#s1)" }, light) + el("g", { filter: "url(#s2)" }, shade);
}

/** The pinboard on the back wall: cork, pinned sheets and a cloud of sticky notes from the last workshop. */
function pinboard(rng: Rng): string {
  const z = BACK - 0.02;
  let out = quadZ(z, 2.04, 3.94, 0.96, 2.14, "#000", { opacity: 0.12 }) + quadZ(z, 2, 3.9, 1, 2.1, "#8f7a62");
  out += quadZ(z, 2.03, 3.87, 1.03, 2.07, "#c9a878");
  for (let i = 0; i < 4; i++) out += quadZ(z, 2.12 + i * 0.42, 2.42 + i * 0.42, 1.62, 2, "#fbfaf6");
  for (let i = 0; i < 24; i++) {
    const [x, y] = [rng.range(2.1, 3.72), rng.range(1.08, 1.5)];
    out += quadZ(z, x, x + 0.11, y, y + 0.11, rng.pick(["#f9e27d", "#f6a6b9", "#9fd3ef", "#b8e3a0", "#fbbf77"]));
  }
  return out;
}

/** Open bookshelf on the right wall: boards, dividers and rows of spines with the odd gap, as on real shelves. */
function bookshelf(rng: Rng): string {
  const [{ z0, z1, top }, x0, x1, wood] = [SHELF, RIGHT - 0.38, RIGHT, ["#e9dccb", "#d9c7ad", "#efe4d4"]];
  let out = quadX(x1 - 0.01, 0, top, z0, z1, "#d2c6b6");
  for (let y = 0.05; y < top - 0.3; y += 0.52) {
    for (let z = z0 + 0.05; z < z1 - 0.1; ) {
      const [w, h, tone] = [rng.range(0.03, 0.06), rng.range(0.26, 0.4), rng.pick(BOOKS)];
      if (rng.chance(0.08)) z += rng.range(0.1, 0.3);
      else out += quadX(x0 + 0.06, y + 0.03, y + 0.03 + h, z, z + w, tone);
      z += w + 0.004;
    }
    out += box(x0, x1, y, y + 0.03, z0, z1, wood);
  }
  for (const z of [z0, (z0 + z1) / 2, z1]) out += box(x0, x1, 0, top, z, z + 0.03, wood);
  return out + box(x0, x1, top, top + 0.03, z0, z1 + 0.03, wood);
}

/** The shared desk: oak top on white steel legs. */
function desk(): string {
  const { x0, x1, top, z0, z1 } = DESK;
  const legs = [z0 + 0.1, z1 - 0.15].flatMap((z) => [x0 + 0.08, x1 - 0.13].map((x) => [x, z] as const));
  const out = legs.map(([x, z]) => box(x, x + 0.05, 0, top, z, z + 0.05, ["#fff", "#f1f1ef", "#d9d9d6"])).join("");
  return out + box(x0, x1, top, top + 0.035, z0, z1, ["#dcc39e", "#b3936c", "#c7a77f"]);
}

/** Someone seated at the desk; facing +1 looks across the desk towards the camera side, -1 away from it. */
function person(doc: Doc, rng: Rng, x: number, z: number, f: 1 | -1): string {
  const [shirt, skin, hair] = [rng.pick(SHIRTS), rng.pick(SKIN), rng.pick(HAIR)];
  // Lit from the window on the left, so every figure is lighter on its left side.
  const cloth = doc.linear(ramp(mix(shirt, "#fff", 0.2), mix(shirt, "#000", 0.3)), 0, 0, 1, 0);
  let out = path(`M-21 -50l2 -50q0 -9 9 -9h20q9 0 9 9l2 50z`, cloth);
  out += path(`M${12 * f} -100L${44 * f} -74`, "none", { stroke: mix(shirt, "#000", 0.15), "stroke-width": 11 });
  out += rect(-4.5, -118, 9, 12, 2, mix(skin, "#000", 0.2)) + ellipse(0, -126, 9.5, 11.5, f > 0 ? skin : hair);
  out += path(`M-10 -124a10 12 0 0 1 20 0q-4 -5 -10 -5t-10 5z`, hair);
  return sprite(x, 0, z, out);
}

/** Office chair; `back` places the backrest on the side away from the desk. */
function chair(doc: Doc, x: number, z: number, back: number): string {
  const [fabric, shadow] = [["#5b626b", "#3d424a", "#4b5159"], doc.radial(glow("#2b1f14", 0.45))];
  let out = sprite(x, 0, z, ellipse(0, 0, 45, 12, shadow) + ellipse(0, -4, 28, 5, "#3d4249"));
  out += path(line([x, 0.45, z, x, 0.06, z]), "none", { stroke: "#8d939a", "stroke-width": (FOCAL / z) * 0.035 });
  out += box(x - 0.24, x + 0.24, 0.44, 0.5, z - 0.24, z + 0.24, fabric);
  return out + box(x + back, x + back + 0.05, 0.55, 1, z - 0.23, z + 0.23, fabric);
}

/** A monitor facing +x across the desk: bezel, a light interface and a few coloured blocks of work. */
function monitor(rng: Rng, x: number, z: number): string {
  const [y, metal] = [DESK.top + 0.035, ["#b8bcc2", "#8e9399", "#a3a8ae"]];
  let out = box(x - 0.1, x + 0.08, y, y + 0.01, z - 0.1, z + 0.1, metal);
  out += box(x - 0.04, x - 0.02, y, y + 0.2, z - 0.02, z + 0.02, metal);
  const [y0, z0] = [y + 0.14, z - 0.3];
  out += quadX(x, y0, y0 + 0.36, z0, z0 + 0.6, "#1f2328");
  // Interface blocks in screen units (u along the screen, v up it), mapped into the screen's plane.
  const [u, v] = [(t: number) => z0 + 0.015 + t * 0.57, (t: number) => y0 + 0.015 + t * 0.33];
  const ui = (u0: number, u1: number, v0: number, v1: number, fill: string) =>
    quadX(x + 0.001, v(v0), v(v1), u(u0), u(u1), fill);
  out += ui(0, 1, 0, 1, "#f3f6fa") + ui(0, 1, 0.9, 1, "#dfe6ee") + ui(0, 0.2, 0, 0.9, "#e6ebf1");
  const accent = rng.pick(["#4f46e5", "#0d9488", "#ea580c", "#e11d48"]);
  out += ui(0.26, 0.62, 0.45, 0.82, accent) + ui(0.68, 0.95, 0.45, 0.82, mix(accent, "#fff", 0.6));
  return out;
}

/** A laptop seen from behind its lid, for the people across the desk, and a mug beside it. */
function laptopBack(x: number, z: number): string {
  const y = DESK.top + 0.035;
  const base = box(x - 0.26, x + 0.02, y, y + 0.015, z - 0.17, z + 0.17, ["#cfd3d8", "#a9aeb4", "#bfc4c9"]);
  const mug = sprite(x - 0.1, y, z + 0.32, rect(-4, -10, 8, 10, 1.5, "#f4f1ec") + ellipse(0, -10, 4, 1.2, "#6b4a33"));
  return base + quadX(x + 0.03, y, y + 0.23, z - 0.17, z + 0.17, "#b7bcc2") + mug;
}

/** Pendant lamp over the desk: a matte dome on a long cord, warm light around it and a pool on the desk. */
function lamp(doc: Doc, x: number, z: number): string {
  const [y, squash] = [2.15, (EYE.y - DESK.top) / z];
  let out = sprite(x, DESK.top + 0.036, z, ellipse(0, 0, 70, 70 * squash, doc.radial(glow("#fff1cf", 0.45))));
  out += path(line([x, CEIL - 0.24, z, x, y + 0.1, z]), "none", { stroke: "#2b2b2b", "stroke-width": 0.6 });
  const [warm, shade] = [doc.radial(glow("#ffe7b3", 0.5)), doc.linear(ramp("#42524c", "#1f2825"), 0, 0, 1, 0)];
  out += sprite(x, y, z, ellipse(0, 14, 70, 45, warm) + path("M-22 0C-22 -17 -13 -22 0 -22S22 -17 22 0Z", shade));
  return out + sprite(x, y, z, ellipse(0, 0, 21, 3.5, "#fff4d6"));
}

/** Potted plant: a ceramic pot and a seeded mass of pointed leaves, lighter on the window side. */
function plant(doc: Doc, rng: Rng, at: V3, size: number, pot: string): string {
  let out = ellipse(0, 0, 45, 11, doc.radial(glow("#2b1f14", 0.4)));
  const glaze = doc.linear(ramp(mix(pot, "#fff", 0.3), mix(pot, "#000", 0.25)), 0, 0, 1, 0);
  out += path("M-22 -48h44l-5 46q-1 2 -3 2h-28q-2 0 -3 -2z", glaze) + rect(-23, -52, 46, 6, 2, mix(pot, "#fff", 0.2));
  out += path("M0 -50C3 -90 -4 -110 0 -140", "none", { stroke: "#6b5139", "stroke-width": 3 });
  for (let i = 0; i < 80; i++) {
    const [a, r] = [rng.range(-1.2, 1.2), rng.range(10, 75)];
    const [lx, ly] = [Math.sin(a) * r * 0.9, -52 - Math.cos(a) * r * 1.4 - rng.range(0, 30)];
    const green = mix(rng.pick(["#2f6b3a", "#3f7d3f", "#5a9447", "#254f2c"]), "#e1f2a8", lx < 0 ? 0.22 : 0);
    const rib = path("M0 0V-25", "none", { stroke: "#1f3f25", "stroke-width": 0.6, opacity: 0.5 });
    const turn = `translate(${n(lx)} ${n(ly)})rotate(${n(a * 50 + rng.range(-35, 35))})`;
    out += el("g", { transform: turn }, path(LEAF, green) + rib);
  }
  return sprite(...at, el("g", { transform: `scale(${size})` }, out));
}

export function studioScene(): string {
  const [doc, rng] = [new Doc(W, H, "studio-photo"), new Rng("studio-photo")];
  doc.add(FILTERS, outside(doc, rng), shell(doc, rng), softLight(doc), pinboard(rng), bookshelf(rng));
  doc.add(plant(doc, rng, [LEFT + 0.7, 0, 9], 1.3, "#e8e2d8"), plant(doc, rng, [1.7, 0, 9.5], 1, "#c4704f"));
  // Far to near, so nearer things paint over farther ones: the people across the desk first.
  for (const z of SEATS) doc.add(chair(doc, DESK.x0 - 0.45, z, -0.3), person(doc, rng, DESK.x0 - 0.42, z, 1));
  doc.add(desk());
  for (const z of SEATS) doc.add(laptopBack(DESK.x0 + 0.7, z), monitor(rng, DESK.x0 + 1.05, z));
  doc.add(plant(doc, rng, [DESK.x0 + 0.9, DESK.top + 0.035, 5.45], 0.25, "#f1ede6"));
  for (const z of SEATS.slice(0, 3))
    doc.add(person(doc, rng, DESK.x1 + 0.5, z, -1), chair(doc, DESK.x1 + 0.5, z, 0.26));
  doc.add(chair(doc, DESK.x1 + 0.6, SEATS[3]!, 0.26), plant(doc, rng, [3.05, 0, 2.9], 0.9, "#f1ede6"));
  for (const z of [7.6, 5.6, 3.6]) doc.add(lamp(doc, (DESK.x0 + DESK.x1) / 2, z));
  return doc.toString();
}

/** Vignette and film-like grain (per-pixel plus 2×2 clumps, strongest in the midtones) on RGB pixels. */
function grainAndVignette(rgb: Buffer, width: number, height: number): void {
  const random = mulberry32(hashString("studio-photo-grain"));
  const gauss = () => random() + random() + random() - 1.5;
  const coarse = new Float32Array((width >> 1) * (height >> 1)).map(gauss);
  const out = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.length); // rounds and clips each value
  for (let i = 0; i < rgb.length; i += 3) {
    const [x, y] = [(i / 3) % width, Math.floor(i / 3 / width)];
    const vignette = 1 - 0.28 * Math.pow(((x / width - 0.5) ** 2 + (y / height - 0.5) ** 2) * 2, 1.4);
    const luma = (0.3 * rgb[i]! + 0.59 * rgb[i + 1]! + 0.11 * rgb[i + 2]!) / 255;
    const grain = (gauss() * 0.5 + coarse[(y >> 1) * (width >> 1) + (x >> 1)]! * 0.8) * (5 + 22 * luma * (1 - luma));
    for (let c = i; c < i + 3; c++) out[c] = rgb[c]! * vignette + grain;
  }
}

/** Render the scene and return the finished JPEG bytes. */
export async function studioPhoto(): Promise<Buffer> {
  const fitTo = { mode: "width", value: W * 2 } as const;
  const image = new Resvg(studioScene(), { fitTo, font: { loadSystemFonts: false } }).render();
  const raw = { width: image.width, height: image.height, channels: 4 } as const;
  // A touch of blur takes the vector crispness off every edge (no real lens resolves a perfect line);
  // the warm grade lifts the blacks a little and pulls blue down, like a morning exposure on film.
  const soft = sharp(image.pixels, { raw }).removeAlpha().blur(0.9);
  const rgb = await soft.linear([0.99, 0.96, 0.9], [6, 4, 2]).raw().toBuffer();
  grainAndVignette(rgb, image.width, image.height);
  const photo = sharp(rgb, { raw: { ...raw, channels: 3 } });
  return photo.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
