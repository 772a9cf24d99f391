/** The charts an analytics dashboard can hold, each drawn into a box of a card. */
import { BAR, LINE, WHITE, type Palette } from "./palette.ts";
import { inkOnLight, placeMotif } from "./portfolio-motif.ts";
import type { Work } from "./portfolio-work.ts";
import { circle, d, type Doc, instance, path, rect } from "./svg.ts";
import { barChart, bars, donut, dashed, gridLines, lineChart, progress } from "./ui.ts";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Chart = (doc: Doc, b: Box, p: Palette, values: readonly number[], work: Work) => string;

export const CHARTS = {
  /** A smooth trend over time, its area shaded. */
  line: (doc, b, p, values) => gridLines(b.x, b.y, b.w, b.h, 3) + lineChart(doc, b.x, b.y, b.w, b.h, values, p.accent),
  /** One column per period. */
  bars: (_doc, b, p, values) =>
    gridLines(b.x, b.y, b.w, b.h, 3) + barChart(b.x, b.y, b.w, b.h, values, [p.soft, p.accent]),
  /** Two stacked parts per column, such as billable and other hours. */
  stacked: (_doc, b, p, values) =>
    gridLines(b.x, b.y, b.w, b.h, 3) +
    barChart(b.x, b.y, b.w, b.h, values, [p.accent]) +
    barChart(
      b.x,
      b.y,
      b.w,
      b.h,
      values.map((v) => v * 0.45),
      [p.secondary],
    ),
  /** Ranked rows, a label and a bar each. */
  rows: (_doc, b, p, values) =>
    values
      .map((v, i) => {
        const ry = b.y + 4 + i * (b.h / values.length);
        return bars(b.x, ry, [44], BAR, 7) + progress(b.x + 56, ry - 1, b.w - 56, 10, v, i ? p.soft : p.accent, LINE);
      })
      .join(""),
  /** A timeline: each job a bar from its start to its end, with today's line across them. */
  timeline: (_doc, b, p, values) => {
    const step = b.h / values.length;
    let out = values
      .map((v, i) => {
        const start = b.x + ((i * 0.13) % 0.5) * b.w;
        return rect(
          start,
          b.y + i * step + 4,
          Math.max(30, v * b.w * 0.55),
          step - 10,
          (step - 10) / 2,
          i % 2 ? p.secondary : p.accent,
        );
      })
      .join("");
    out += path(d`M${b.x + b.w * 0.62} ${b.y - 6}v${b.h + 6}`, undefined, {
      stroke: p.deep,
      "stroke-width": 2,
      "stroke-dasharray": "4 5",
    });
    return out;
  },
  /** Shares of a whole, with a legend. */
  donut: (_doc, b, p, values) =>
    donut(
      b.x + b.w / 2,
      b.y + b.h / 2 - 8,
      Math.min(b.w, b.h) / 2 - 14,
      14,
      [
        [values[0] ?? 0.5, p.accent],
        [values[1] ?? 0.2, p.secondary],
      ],
      p.tint,
    ) +
    circle(b.x + 10, b.y + b.h - 4, 4, p.accent) +
    circle(b.x + b.w / 2 + 6, b.y + b.h - 4, 4, p.secondary) +
    bars(b.x + 20, b.y + b.h - 7, [24], BAR, 6) +
    bars(b.x + b.w / 2 + 16, b.y + b.h - 7, [24], BAR, 6),
  /** How much of a budget is spent: a half ring. */
  gauge: (_doc, b, p, values) => {
    const [cx, cy, r] = [b.x + b.w / 2, b.y + b.h * 0.7, b.w / 2 - 10];
    const a = Math.PI * (1 - (values[0] ?? 0.6));
    const arc = (to: number, color: string) =>
      path(d`M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r * Math.cos(to)} ${cy - r * Math.sin(to)}`, undefined, {
        fill: "none",
        stroke: color,
        "stroke-width": 14,
      });
    return arc(0, p.tint) + arc(a, p.accent) + bars(cx - 22, cy + 14, [44], BAR, 7);
  },
  /** Places on a small map, joined by a dashed route. */
  places: (_doc, b, p) =>
    rect(b.x, b.y, b.w, b.h, 10, p.tint) +
    dashed(
      [
        [b.x + 20, b.y + b.h - 24],
        [b.x + b.w / 2, b.y + 20],
        [b.x + b.w - 20, b.y + b.h / 2],
      ],
      p.accent,
    ) +
    circle(b.x + 20, b.y + b.h - 24, 7, p.accent, { stroke: WHITE, "stroke-width": 3 }) +
    circle(b.x + b.w / 2, b.y + 20, 7, p.secondary, { stroke: WHITE, "stroke-width": 3 }) +
    circle(b.x + b.w - 20, b.y + b.h / 2, 7, p.accent, { stroke: WHITE, "stroke-width": 3 }),
  /** The best sellers, each with the client's motif, a name and a figure. */
  top: (doc, b, p, values, work) => {
    const motif = doc.define(placeMotif(work.trade, 0, 0, 22, inkOnLight(p)));
    return values
      .slice(0, 3)
      .map((v, i) => {
        const ry = b.y + i * (b.h / 3);
        return (
          rect(b.x, ry, 30, 30, 8, p.tint) +
          instance(motif, b.x + 4, ry + 4) +
          bars(b.x + 40, ry + 6, [b.w * 0.4 * v + 10], BAR, 7) +
          bars(b.x + 40, ry + 18, [24], p.accent, 6)
        );
      })
      .join("");
  },
} satisfies Record<string, Chart>;

export type ChartName = keyof typeof CHARTS;
