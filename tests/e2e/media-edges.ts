import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const narrowest = 320;
const widest = 1440;
/** The phone widths, walked in steps of 16 px. */
const phoneWidths = { to: 480, step: 16 };
const rootFontPx = 16;

/**
 * Every viewport width at which a media query of the built stylesheets starts to apply or stops:
 * `min-width: 40rem` starts at 640 px, `max-width: 767px` stops after 767. Read from the built CSS, so
 * a breakpoint a block adds is measured without naming it here.
 */
export function mediaEdges(distDir: string): number[] {
  const assets = path.join(distDir, "assets");
  const edges = new Set<number>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".css"))) {
    const css = readFileSync(path.join(assets, file), "utf8");
    for (const query of css.matchAll(/@media[^{]*/g)) {
      for (const [, bound, value, unit] of query[0].matchAll(/(min|max)-width:\s*([\d.]+)(px|rem|em)/g)) {
        const px = Number(value) * (unit === "px" ? 1 : rootFontPx);
        // A min-width applies from its value; a max-width stops applying just past it.
        edges.add(bound === "min" ? Math.ceil(px) : Math.floor(px) + 1);
      }
      for (const [, operator, value, unit] of query[0].matchAll(/width\s*(>=|>|<=|<)\s*([\d.]+)(px|rem|em)/g)) {
        const px = Number(value) * (unit === "px" ? 1 : rootFontPx);
        edges.add(operator === ">=" || operator === "<" ? Math.ceil(px) : Math.floor(px) + 1);
      }
    }
  }
  return [...edges].sort((a, b) => a - b);
}

/** Both sides of every edge from 320 to 1440 px, both ends, and the phone widths in steps of 16 px. */
export function sweepWidths(edges: readonly number[]): number[] {
  const widths = new Set<number>([narrowest, widest]);
  for (let width = narrowest; width <= phoneWidths.to; width += phoneWidths.step) widths.add(width);
  for (const edge of edges)
    for (const width of [edge - 1, edge]) if (width >= narrowest && width <= widest) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}
