/** Brand work for a client: business cards, and a brand board, both built round the client's motif. */
import { icon, type IconName } from "./icons.ts";
import { BAR, DARK, mix, WHITE } from "./palette.ts";
import { inkOnBold, inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { lightStage, H, W } from "./portfolio-stage.ts";
import type { WorkDrawing } from "./portfolio-work.ts";
import { circle, g, instance, rect, transform } from "./svg.ts";
import { bars, card, pill, shadow, sparkle } from "./ui.ts";

/** Brand identity: business cards in a stack with the client's motif and wordmark bars. */
export const identityKind: WorkDrawing = (doc, p, rng, work) => {
  lightStage(doc, p, rng);
  // Back card (white) rotated behind, front card in the accent colour.
  doc.add(
    g(
      { transform: transform(430, 270, 9) },
      shadow(-190, -112, 380, 224, 18, p.deep),
      rect(-190, -112, 380, 224, 18, WHITE),
      bars(-150, 20, [160, 120, 140], BAR, 9, 20),
      placeMotif(work.trade, -160, -94, 48, inkOnLight(p)),
    ),
  );
  doc.add(
    g(
      { transform: transform(370, 330, -6) },
      shadow(-190, -112, 380, 224, 18, p.deep, 1.4),
      rect(
        -190,
        -112,
        380,
        224,
        18,
        doc.linear(
          [
            [0, p.accent],
            [1, p.deep],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      placeMotif(work.trade, -40, -82, 80, inkOnBold(p)),
      bars(-80, 28, [160], WHITE, 14),
      bars(-50, 54, [100], mix(p.accent, WHITE, 0.5), 8),
    ),
  );
  // Colour swatches along the bottom edge.
  [p.accent, p.deep, p.soft, p.secondary].forEach((c, i) =>
    doc.add(circle(560 + i * 44, 520, 16, c, { stroke: WHITE, "stroke-width": 4 })),
  );
  doc.add(sparkle(150, 110, 10, p.secondary));
};

/** Brand board: a bento grid of the motif as logo, colour swatches, type bars, icons and a pattern. */
export const brandBoardKind: WorkDrawing = (doc, p, rng, work) => {
  doc.add(rect(-W, -H, 3 * W, 3 * H, 0, mix(p.tint, WHITE, 0.4)));
  const gx = 70;
  const gy = 60;
  doc.add(
    card(gx, gy, 320, 300, { r: 24, fill: p.accent, tone: p.deep }),
    placeMotif(work.trade, gx + 105, gy + 60, 110, inkOnBold(p)),
    bars(gx + 90, gy + 210, [140], WHITE, 14),
    bars(gx + 120, gy + 236, [80], mix(p.accent, WHITE, 0.5), 8),
  );
  [p.deep, p.soft, p.secondary].forEach((c, i) => {
    const x = 410 + i * 110;
    const label = c === p.soft ? p.deep : WHITE;
    doc.add(card(x, gy, 96, 140, { r: 20, fill: c, tone: p.deep }), bars(x + 14, gy + 104, [50, 34], label, 7, 14));
  });
  doc.add(
    card(410, gy + 160, 316, 140, { r: 20, tone: p.deep }),
    bars(434, gy + 186, [180], DARK, 26),
    bars(434, gy + 228, [260, 230, 150], BAR, 8, 16),
  );
  doc.add(card(gx, gy + 320, 320, 160, { r: 20, tone: p.deep }));
  const glyphs: IconName[] = rng.shuffle(["heart", "star", "globe", "book", "search", "pin", "mail"] as IconName[]);
  glyphs
    .slice(0, 5)
    .forEach((gl, i) =>
      doc.add(icon(gl, gx + 44 + i * 58, gy + 374, 28, i % 2 ? p.secondary : p.accent, { weight: 2.4 })),
    );
  doc.add(bars(gx + 30, gy + 424, [180, 120], BAR, 8, 18));
  // Pattern tile: the motif repeated, written once and instanced with <use>.
  const motif = doc.define(placeMotif(work.trade, 0, 0, 38, inkOnLight(p)));
  doc.add(card(410, gy + 320, 316, 160, { r: 20, fill: p.tint, tone: p.deep }));
  for (let i = 0; i < 5; i++) doc.add(instance(motif, 432 + i * 58, gy + 340, i % 2 ? { opacity: 0.45 } : {}));
  doc.add(bars(436, gy + 404, [200], p.deep, 8), pill(436, gy + 428, 90, 28, p.accent, WHITE));
};
