/**
 * Line icons drawn on a 24×24 grid (our own geometry, not copied from any icon set).
 * They are placed with a translate+scale so one definition serves every size.
 */
import { d, el, f, n } from "./svg.ts";

const GLYPHS = {
  doc: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h4",
  video: "M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM16 10l5-3v10l-5-3",
  image: "M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 17l5-5 4 4 3-3 6 6M15.5 8.5h.01",
  text: "M5 6V4h14v2M12 4v16M9 20h6",
  users:
    "M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M16 4.5a3.2 3.2 0 0 1 0 6.3M17.5 14.5c2 .7 3.5 2.8 3.5 5.5",
  check: "M5 12.5l4.5 4.5L19 7.5",
  arrowUp: "M12 19V5M6 11l6-6 6 6",
  trendUp: "M3 17l6-6 4 4 8-8M15 7h6v6",
  upload: "M12 15V4M7 9l5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3",
  lock: "M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V8a4 4 0 0 1 8 0v3",
  shieldCheck: "M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM8.5 12l2.5 2.5 4.5-4.5",
  mail: "M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6 9-6",
  search: "M11 17a6 6 0 1 0 0-12 6 6 0 0 0 0 12M20 20l-4.5-4.5",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  chevron: "M9 6l6 6-6 6",
  plus: "M12 5v14M5 12h14",
  book: "M4 5a1 1 0 0 1 1-1h5a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 5a1 1 0 0 0-1-1h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z",
  play: "M8 5.5v13l10-6.5z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 7v5l3.5 2",
  cart: "M3 4h2.5L8 15h10l2-8H6.5M9 20h.01M17 20h.01",
  pin: "M12 21s-7-6-7-11.5a7 7 0 0 1 14 0C19 15 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5",
  wrench: "M15 3.5a5 5 0 0 0-4.6 7L4 17l3 3 6.5-6.4A5 5 0 0 0 20.5 9l-3 3-3.5-.5-.5-3.5 3-3a5 5 0 0 0-1.5-1.5",
  key: "M7 21a4 4 0 1 0 0-8 4 4 0 0 0 0 8M10 14l10-10M16 8l3 3M13.5 10.5l2 2",
  home: "M4 11l8-7 8 7v9H4zM10 20v-6h4v6",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  edit: "M4 20l1-5L16 4l4 4L9 19zM14 6l4 4",
} as const;

export type IconName = keyof typeof GLYPHS;

/**
 * Stroked icon centred on (cx, cy) with the given pixel size.
 * `filled` paints the shape instead (used for play triangles and stars).
 */
export function icon(
  name: IconName,
  cx: number,
  cy: number,
  size: number,
  color: string,
  opts: { filled?: boolean; weight?: number } = {},
): string {
  const k = size / 24;
  const t = d`translate(${cx - size / 2} ${cy - size / 2})` + `scale(${f(k)})`;
  const paint = opts.filled ? { fill: color } : { fill: "none", stroke: color, "stroke-width": n(opts.weight ?? 2) };
  return el("path", { d: GLYPHS[name], transform: t, ...paint });
}
