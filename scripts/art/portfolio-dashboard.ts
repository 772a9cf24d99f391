/**
 * An analytics dashboard on a tablet, its charts chosen for what the client's trade measures: a
 * travel company's bookings peak in summer and its routes show on a map, a sushi bar's orders peak
 * at lunch and dinner beside its best-selling dishes, a library ranks its loans by genre.
 */
import { BAR, DARK, PAPER, WHITE } from "./palette.ts";
import { type Box, type ChartName, CHARTS } from "./portfolio-dashboard-charts.ts";
import { inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { boldStage } from "./portfolio-stage.ts";
import type { TradeName } from "./portfolio-trades.ts";
import type { WorkDrawing } from "./portfolio-work.ts";
import { circle, rect } from "./svg.ts";
import { bars, card } from "./ui.ts";

interface Board {
  /** The big chart, and its values (0..1). */
  main: ChartName;
  values: readonly number[];
  /** The two smaller charts beside it. */
  side: readonly [ChartName, ChartName];
}

const BOARDS: Partial<Record<TradeName, Board>> = {
  travel: { main: "line", values: [0.2, 0.3, 0.45, 0.7, 0.95, 0.85, 0.5, 0.3], side: ["places", "bars"] },
  outdoor: { main: "bars", values: [0.3, 0.4, 0.6, 0.8, 0.95, 0.9, 0.6, 0.4], side: ["donut", "rows"] },
  works: { main: "timeline", values: [0.9, 0.5, 0.7, 0.4, 0.8], side: ["gauge", "bars"] },
  studio: { main: "stacked", values: [0.6, 0.8, 0.5, 0.9, 0.7, 0.85], side: ["donut", "line"] },
  landscaping: { main: "line", values: [0.1, 0.3, 0.7, 0.9, 0.8, 0.6, 0.3, 0.15], side: ["places", "donut"] },
  library: { main: "rows", values: [0.9, 0.75, 0.6, 0.45, 0.3], side: ["donut", "bars"] },
  sushi: { main: "bars", values: [0.2, 0.85, 0.6, 0.25, 0.4, 0.95, 0.7, 0.3], side: ["top", "donut"] },
};

/** Sales rising through the year, for a trade no board above is drawn for. */
const SALES: Board = { main: "line", values: [0.2, 0.45, 0.35, 0.6, 0.5, 0.8, 0.72, 0.95], side: ["donut", "bars"] };

export const dashboardKind: WorkDrawing = (doc, p, rng, work) => {
  boldStage(doc, p, rng);
  const board = (work.tradeName && BOARDS[work.tradeName]) || SALES;
  const values = board.values.map((v) => v * rng.range(0.9, 1));
  const [x, y, w, h] = [110, 90, 580, 400];
  doc.add(
    card(x, y, w, h, { r: 30, fill: DARK, tone: DARK, strength: 2 }),
    rect(x + 16, y + 16, w - 32, h - 32, 16, PAPER),
  );
  const sx = x + 16;
  const sy = y + 16;
  // Sidebar: the client's motif as the logo, then the navigation.
  const ink = inkOnLight(p);
  doc.add(
    rect(sx, sy, 70, h - 32, 16, WHITE),
    rect(sx + 50, sy, 20, h - 32, 0, WHITE),
    placeMotif(work.trade, sx + 21, sy + 18, 28, ink),
  );
  for (let i = 0; i < 4; i++) doc.add(rect(sx + 26, sy + 76 + i * 40, 18, 18, 6, i === 1 ? p.accent : BAR));
  const cx = sx + 90;
  doc.add(bars(cx, sy + 22, [140], DARK, 12), circle(x + w - 50, sy + 28, 14, p.secondarySoft));
  const main: Box = { x: cx + 18, y: sy + 104, w: 254, h: 130 };
  doc.add(rect(cx, sy + 56, 290, 200, 14, WHITE), bars(cx + 18, sy + 74, [90], BAR, 8));
  doc.add(CHARTS[board.main](doc, main, p, values, work));
  const rx = cx + 306;
  const sides: Box[] = [
    { x: rx + 14, y: sy + 76, w: 104, h: 112 },
    { x: rx + 14, y: sy + 234, w: 104, h: 90 },
  ];
  doc.add(rect(rx, sy + 56, 132, 150, 14, WHITE), rect(rx, sy + 218, 132, 120, 14, WHITE));
  board.side.forEach((chart, i) => doc.add(CHARTS[chart](doc, sides[i]!, p, values.slice(i * 2), work)));
  // The headline figure, marked with the client's motif.
  doc.add(
    rect(cx, sy + 270, 290, 68, 14, WHITE),
    circle(cx + 34, sy + 304, 20, p.tint),
    placeMotif(work.trade, cx + 20, sy + 290, 28, ink),
    bars(cx + 66, sy + 292, [120, 80], BAR, 8, 16),
  );
};
