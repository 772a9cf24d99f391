/** A website for a client in a browser frame: its motif in the logo and as the hero's picture. */
import { icon, type IconName } from "./icons.ts";
import { BAR, DARK, LINE, PAPER, WHITE } from "./palette.ts";
import { inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { lightStage } from "./portfolio-stage.ts";
import type { WorkDrawing } from "./portfolio-work.ts";
import { circle, g, rect } from "./svg.ts";
import { bars, browser, pill } from "./ui.ts";

export const websiteKind: WorkDrawing = (doc, p, rng, work) => {
  lightStage(doc, p, rng);
  const [x, y, w, h] = [100, 70, 600, 460];
  const ink = inkOnLight(p);
  doc.add(browser(x, y, w, h, { tone: p.deep }));
  const cy = y + 34;
  // Navigation: the client's motif as its logo.
  doc.add(placeMotif(work.trade, x + 24, cy + 16, 26, ink), bars(x + 58, cy + 24, [46], DARK, 9));
  doc.add(
    g({ fill: BAR }, ...[0, 1, 2, 3].map((i) => rect(x + 250 + i * 62, cy + 24, 44, 8, 4))),
    pill(x + w - 104, cy + 14, 80, 28, p.accent, WHITE),
  );
  // Hero: heading, copy and buttons on the left; the client's motif large on the right.
  const hy = cy + 76;
  doc.add(bars(x + 36, hy, [220, 170], DARK, 18, 30), bars(x + 36, hy + 74, [230, 200, 150], BAR, 8, 16));
  doc.add(
    pill(x + 36, hy + 132, 110, 36, p.accent, WHITE),
    rect(x + 156, hy + 132, 96, 36, 18, WHITE, { stroke: BAR, "stroke-width": 2 }),
  );
  const ix = x + 320;
  doc.add(rect(ix, hy - 10, 244, 190, 18, p.tint));
  doc.add(
    g(
      { "clip-path": doc.clip(rect(ix, hy - 10, 244, 190, 18)) },
      circle(ix + 122, hy + 85, 78, WHITE),
      circle(ix + 214, hy + 10, 40, p.secondarySoft),
      circle(ix + 20, hy + 190, 50, p.soft, { opacity: 0.6 }),
    ),
    placeMotif(work.trade, ix + 67, hy + 30, 110, ink),
  );
  // Feature cards.
  const fy = hy + 206;
  const glyphs: IconName[] = rng.shuffle([
    "star",
    "heart",
    "globe",
    "book",
    "link",
    "search",
    "clock",
    "pin",
  ] as IconName[]);
  for (let i = 0; i < 3; i++) {
    const fx = x + 36 + i * 180;
    doc.add(
      rect(fx, fy, 164, 92, 14, PAPER, { stroke: LINE }),
      circle(fx + 30, fy + 30, 16, p.tint),
      icon(glyphs[i]!, fx + 30, fy + 30, 18, p.accent, { weight: 2.4 }),
    );
    doc.add(bars(fx + 18, fy + 56, [96, 126], BAR, 7, 14));
  }
};
