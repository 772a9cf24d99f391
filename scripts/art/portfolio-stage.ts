/**
 * The two backdrops portfolio pictures stand on. Kinds alternate between them so a grid of
 * thumbnails has rhythm.
 */
import { mix, WHITE, type Palette } from "./palette.ts";
import type { Rng } from "./random.ts";
import { circle, type Doc } from "./svg.ts";

export const W = 800;
export const H = 600;

/** Light stage: palette tint with one big soft circle; products sit on it like a studio backdrop. */
export function lightStage(doc: Doc, p: Palette, rng: Rng): void {
  doc.add(
    doc.stage(
      [
        [0, p.tint],
        [1, mix(p.soft, WHITE, 0.6)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  doc.add(circle(rng.pick([150, 650]), rng.range(120, 480), 260, p.soft, { opacity: 0.3 }));
}

/** Bold stage: accent-to-deep gradient with translucent rings, for high-contrast product shots. */
export function boldStage(doc: Doc, p: Palette, rng: Rng): void {
  doc.add(
    doc.stage(
      [
        [0, p.accent],
        [1, p.deep],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const cx = rng.pick([140, 660]);
  doc.add(
    circle(cx, 300, 250, WHITE, { opacity: 0.06 }),
    circle(cx, 300, 170, WHITE, { opacity: 0.06 }),
    circle(W - cx, rng.range(80, 520), 60, p.secondary, { opacity: 0.9 }),
  );
}
