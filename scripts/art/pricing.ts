/**
 * Pricing plan badges (64×64): starter seedling, silver medal, gold medal with
 * a star, diamond. Transparent background; each badge uses its own metal/gem colours.
 */
import { icon } from "./icons.ts";
import { circle, Doc, g, path, poly } from "./svg.ts";

export type Plan = "starter" | "silver" | "gold" | "diamond";
export const PLANS: readonly Plan[] = ["starter", "silver", "gold", "diamond"];

/** Medal: ribbon tails behind a gradient disc with an inner ring. */
function medal(doc: Doc, light: string, dark: string, ribbon: [string, string], glyph: string): string {
  const face = doc.linear(
    [
      [0, light],
      [1, dark],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    path("M20 38l-6 22 9-4 5 7 6-20z", ribbon[0]) +
    path("M44 38l6 22-9-4-5 7-6-20z", ribbon[1]) +
    circle(32, 28, 23, dark) +
    circle(32, 27, 21, face) +
    circle(32, 27, 15.5, "none", { stroke: "#fff", "stroke-width": 2, opacity: 0.55 }) +
    glyph
  );
}

export function planBadge(plan: Plan): string {
  const doc = new Doc(64, 64, `plan-${plan}`);
  switch (plan) {
    case "starter":
      // Seedling sprouting from a mound of soil.
      doc.add(
        circle(32, 32, 30, "#dcfce7"),
        path("M14 50c4-8 32-8 36 0z", "#a16207"),
        path("M32 48V30", "none", { stroke: "#15803d", "stroke-width": 3.5 }),
        path("M32 32c-2-9-10-13-18-11 1 8 9 13 18 11z", "#22c55e"),
        path("M32 28c1-10 9-15 19-13-1 10-9 15-19 13z", "#16a34a"),
      );
      break;
    case "silver":
      doc.add(
        medal(doc, "#f8fafc", "#94a3b8", ["#64748b", "#475569"], icon("star", 32, 27, 16, "#64748b", { filled: true })),
      );
      break;
    case "gold":
      doc.add(
        medal(doc, "#fde68a", "#d97706", ["#ef4444", "#b91c1c"], icon("star", 32, 27, 18, "#fff", { filled: true })),
      );
      break;
    case "diamond": {
      // Gem: crown facets on top, pavilion facets converging to the point.
      const facets = g(
        {},
        poly(
          [
            [10, 24],
            [20, 11],
            [26, 24],
          ],
          "#67e8f9",
        ),
        poly(
          [
            [20, 11],
            [44, 11],
            [38, 24],
            [26, 24],
          ],
          "#a5f3fc",
        ),
        poly(
          [
            [44, 11],
            [54, 24],
            [38, 24],
          ],
          "#22d3ee",
        ),
        poly(
          [
            [10, 24],
            [26, 24],
            [32, 56],
          ],
          "#38bdf8",
        ),
        poly(
          [
            [26, 24],
            [38, 24],
            [32, 56],
          ],
          "#7dd3fc",
        ),
        poly(
          [
            [38, 24],
            [54, 24],
            [32, 56],
          ],
          "#0ea5e9",
        ),
      );
      doc.add(
        circle(32, 32, 30, "#e0f2fe"),
        facets,
        path("M23 15l-4 6", "none", { stroke: "#fff", "stroke-width": 2.5, opacity: 0.8 }),
      );
      break;
    }
  }
  return doc.toString();
}
