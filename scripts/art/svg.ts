/**
 * Minimal SVG string builders.
 *
 * We emit strings directly (no DOM, no dependency) and keep output compact:
 * coordinates are rounded to one decimal, leading zeros are dropped and
 * attributes that equal the SVG default are omitted. Files stay well under the
 * size budget even for the busier hero mock-ups.
 */
import { hashString } from "./random.ts";

export type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;
/** Gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Point = readonly [number, number];

/** Attributes whose values are fractions, not coordinates: they need two decimals to survive rounding. */
const FRACTION_ATTRS = new Set(["opacity", "fill-opacity", "stroke-opacity", "stop-opacity", "offset"]);

function trimZero(s: string): string {
  // "0.5" -> ".5" and "-0.5" -> "-.5": valid in SVG numbers and path data, and saves a byte each time.
  return s.replace(/^(-?)0\./, "$1.");
}

/** Format a coordinate: at most one decimal. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return r === 0 ? "0" : trimZero(String(r));
}

/** Format a fraction (opacity, scale): at most two decimals. */
export function f(value: number): string {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? "0" : trimZero(String(r));
}

/**
 * Tagged template for path data and transforms: every interpolated number is
 * rounded with n(), so `d\`M${x} ${y}\`` never leaks 15-digit floats.
 */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    out += n(v) + (strings[i + 1] ?? "");
  });
  return out;
}

function escapeText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function attrs(a: Attrs): string {
  let s = "";
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    const v = typeof value === "number" ? (FRACTION_ATTRS.has(key) ? f(value) : n(value)) : escapeText(value);
    s += ` ${key}="${v}"`;
  }
  return s;
}

export function el(tag: string, a: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

/** Drop zero x/y (the SVG default) to save bytes. */
const nz = (v: number): number | undefined => (Math.abs(v) < 0.05 ? undefined : v);

export function rect(x: number, y: number, w: number, h: number, r: number, fill?: string, o: Attrs = {}): string {
  return el("rect", {
    x: nz(x),
    y: nz(y),
    width: w,
    height: h,
    rx: r > 0 ? Math.min(r, w / 2, h / 2) : undefined,
    fill,
    ...o,
  });
}

export function circle(cx: number, cy: number, r: number, fill?: string, o: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...o });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill?: string, o: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...o });
}

export function path(pathData: string, fill?: string, o: Attrs = {}): string {
  return el("path", { d: pathData, fill, ...o });
}

export function poly(points: readonly Point[], fill?: string, o: Attrs = {}): string {
  return el("path", { d: "M" + points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + "Z", fill, ...o });
}

/** Stroked line with round caps: the default look for connectors and sparkles. */
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  o: Attrs = {},
): string {
  return path(d`M${x1} ${y1}L${x2} ${y2}`, undefined, { stroke, "stroke-width": width, ...o });
}

/** Instance of a fragment registered with Doc.define(). */
export function instance(id: string, x: number, y: number, o: Attrs = {}): string {
  return el("use", { href: `#${id}`, x: nz(x), y: nz(y), ...o });
}

export function g(a: Attrs, ...children: string[]): string {
  return el("g", a, children.join(""));
}

export const FONT = "system-ui, sans-serif";

/** Text is used sparingly (logos, "404"); always the system font so no web font is ever requested. */
export function text(x: number, y: number, content: string, size: number, fill: string, o: Attrs = {}): string {
  return el("text", { x, y, "font-family": FONT, "font-size": size, fill, ...o }, escapeText(content));
}

/** translate(x y) rotate(a) scale(k) with compact number formatting. */
export function transform(x: number, y: number, rotate = 0, scale = 1): string {
  let t = d`translate(${x} ${y})`;
  if (rotate) t += d`rotate(${rotate})`;
  if (scale !== 1) t += `scale(${f(scale)})`;
  return t;
}

/**
 * Catmull-Rom spline through all points, converted to cubic Béziers.
 * Charts and waves look hand-finished instead of jagged polylines.
 */
export function smoothPath(points: readonly Point[]): string {
  const p = points;
  const first = p[0];
  if (!first) return "";
  let out = d`M${first[0]} ${first[1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return out;
}

/**
 * One SVG document: collects defs (gradients, clip paths) and body parts.
 * Ids get a prefix hashed from the seed so two illustrations inlined in the
 * same HTML page can never steal each other's gradients.
 */
export class Doc {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  private readonly prefix: string;
  /** Flip the whole drawing horizontally: an easy second composition for scenes that repeat. */
  mirrored = false;

  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
  ) {
    this.prefix = "a" + hashString(seed).toString(36).slice(0, 4);
  }

  id(): string {
    return this.prefix + (this.counter++).toString(36);
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
      .join("");
  }

  /** Linear gradient in bounding-box units; direction defaults to top -> bottom. Returns a `url(#id)` paint. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    const a: Attrs = {
      id,
      x1: x1 || undefined,
      y1: y1 || undefined,
      x2: x2 === 1 ? undefined : x2,
      y2: y2 || undefined,
    };
    this.defs.push(el("linearGradient", a, this.stops(stops)));
    return `url(#${id})`;
  }

  /**
   * A background that fills the picture and bleeds a whole picture's width and height beyond each
   * edge, its gradient (as in `linear`, but across the picture) padding out with its end colours. A
   * frame of another shape (a tall masonry tile, a wide carousel) shows the picture whole, its subject
   * centred, with more background around it, rather than cutting the subject.
   */
  stage(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const { width, height } = this;
    const id = this.id();
    const a: Attrs = {
      id,
      gradientUnits: "userSpaceOnUse",
      x1: f(x1 * width),
      y1: f(y1 * height),
      x2: f(x2 * width),
      y2: f(y2 * height),
    };
    this.defs.push(el("linearGradient", a, this.stops(stops)));
    return el("rect", { x: -width, y: -height, width: 3 * width, height: 3 * height, fill: `url(#${id})` });
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    const a: Attrs = {
      id,
      cx: cx === 0.5 ? undefined : f(cx),
      cy: cy === 0.5 ? undefined : f(cy),
      r: r === 0.5 ? undefined : f(r),
    };
    this.defs.push(el("radialGradient", a, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Clip path from raw shape markup; returns the `url(#id)` for a clip-path attribute. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** Reusable fragment (referenced with <use href>): repeated marks are written once. Returns the id. */
  define(markup: string): string {
    const id = this.id();
    this.defs.push(el("g", { id }, markup));
    return id;
  }

  /**
   * Tiling pattern in user space, anchored at (x, y). Repeated grids (dot textures,
   * calendar cells) cost one cell of markup instead of one element per repeat.
   */
  pattern(cell: string, w: number, h: number, x = 0, y = 0): string {
    const id = this.id();
    this.defs.push(
      el("pattern", { id, x: nz(x), y: nz(y), width: w, height: h, patternUnits: "userSpaceOnUse" }, cell),
    );
    return `url(#${id})`;
  }

  /** Tiled dot grid: a cheap "designed" texture that costs ~150 bytes regardless of area. */
  dots(color: string, gap = 18, radius = 1.6): string {
    return this.pattern(circle(gap / 2, gap / 2, radius, color), gap, gap);
  }

  toString(): string {
    const { width, height } = this;
    // Round caps and joins are set once on the root and inherited by every stroke
    // (icons, connectors, chart lines), instead of being repeated on each element.
    const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" stroke-linecap="round" stroke-linejoin="round">`;
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    const body = this.body.join("");
    return head + defs + (this.mirrored ? `<g transform="matrix(-1 0 0 1 ${width} 0)">${body}</g>` : body) + "</svg>\n";
  }
}
