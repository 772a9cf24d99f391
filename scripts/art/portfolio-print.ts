/** Printed work for a client: a launch campaign's posters and a packaging range, each showing its motif. */
import { BAR, DARK, mix, WHITE } from "./palette.ts";
import { type Ink, inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { H, lightStage, W } from "./portfolio-stage.ts";
import type { Work, WorkDrawing } from "./portfolio-work.ts";
import { circle, d, el, g, path, poly, type Point, rect, transform } from "./svg.ts";
import { bars, shadow, sparkle } from "./ui.ts";

/** Launch campaign: the main poster with the motif as its picture, a second poster leaning behind. */
export const campaignKind: WorkDrawing = (doc, p, rng, work) => {
  // The wall and the floor run on past the picture's edges, for frames of another shape.
  doc.add(
    rect(-W, -H, 3 * W, 3 * H, 0, mix(p.tint, WHITE, 0.3)),
    rect(-W, 500, 3 * W, 100 + H, 0, mix(p.soft, WHITE, 0.5)),
  );
  doc.add(
    g(
      { transform: transform(560, 300, 7) },
      shadow(-100, -140, 200, 280, 6, p.deep),
      rect(-100, -140, 200, 280, 6, p.secondary),
      circle(0, -30, 60, WHITE, { opacity: 0.9 }),
      placeMotif(work.trade, -36, -66, 72, inkOnLight(p)),
      bars(-70, 80, [140, 90], WHITE, 12, 22),
    ),
  );
  const [x, y, w, h] = [200, 60, 290, 410];
  doc.add(shadow(x, y, w, h, 6, p.deep, 1.3), rect(x, y, w, h, 6, p.deep));
  const style = rng.int(0, 2);
  let art: string;
  if (style === 0) art = path(d`M${x} ${y + 300}a${w / 2} ${w / 2} 0 0 1 ${w} 0z`, p.accent);
  else if (style === 1)
    art = [0, 1, 2, 3, 4]
      .map((i) =>
        rect(x - 40 + i * 70, y - 40, 34, 400, 17, i % 2 ? p.secondary : p.accent, {
          transform: d`rotate(30 ${x + w / 2} ${y + 150})`,
          opacity: 0.5,
        }),
      )
      .join("");
  else
    art =
      poly(
        [
          [x, y + 300],
          [x + w * 0.4, y + 60],
          [x + w * 0.8, y + 300],
        ],
        p.accent,
      ) +
      poly(
        [
          [x + w * 0.3, y + 300],
          [x + w * 0.7, y + 120],
          [x + w, y + 240],
          [x + w, y + 300],
        ],
        p.soft,
        { opacity: 0.6 },
      );
  doc.add(g({ "clip-path": doc.clip(rect(x, y, w, h, 6)) }, art, circle(x + w / 2, y + 160, 100, p.secondary)));
  // On the secondary disc the motif's details take the deep shade, which the disc's own colour would hide.
  doc.add(placeMotif(work.trade, x + w / 2 - 70, y + 90, 140, { main: WHITE, alt: p.deep, light: p.secondary }));
  doc.add(
    bars(x + 28, y + h - 86, [w * 0.7], WHITE, 20),
    bars(x + 28, y + h - 52, [w * 0.45, w * 0.3], mix(p.deep, WHITE, 0.5), 8, 16),
  );
  // Pin holding the poster.
  doc.add(circle(x + w / 2, y + 14, 7, p.secondary), circle(x + w / 2, y + 12, 3, WHITE, { opacity: 0.6 }));
};

/** An isometric box; (fx, fy) is its front-bottom corner, a and b run along the two iso axes, `label` sits on its left face. */
function isoBox(
  fx: number,
  fy: number,
  a: number,
  b: number,
  h: number,
  label: string,
  colors: [string, string, string],
): string {
  const L: Point = [fx - 0.866 * b, fy - 0.5 * b];
  const R: Point = [fx + 0.866 * a, fy - 0.5 * a];
  const B: Point = [L[0] + R[0] - fx, L[1] + R[1] - fy];
  const up = (q: Point): Point => [q[0], q[1] - h];
  // Cast shadow: the box footprint nudged right and down, like light from the upper left.
  const sh = (q: Point): Point => [q[0] + 26, q[1] + 8];
  let out = poly([sh(L), sh([fx, fy]), sh(R), sh(B)], DARK, { opacity: 0.12 });
  out += poly([L, [fx, fy], up([fx, fy]), up(L)], colors[0]);
  out += poly([[fx, fy], R, up(R), up([fx, fy])], colors[1]);
  out += poly([up(L), up([fx, fy]), up(R), up(B)], colors[2]);
  // The label is drawn in the face's own coordinates and sheared onto the left face.
  out += el("g", { transform: `matrix(.866 .5 0 1 ${L[0].toFixed(1)} ${(L[1] - h).toFixed(1)})` }, label);
  const mid = (q: Point, r: Point): Point => [(q[0] + r[0]) / 2, (q[1] + r[1]) / 2];
  const [t0, t1] = [mid(up(L), up([fx, fy])), mid(up(R), up(B))];
  out += path(d`M${t0[0]} ${t0[1]}L${t1[0]} ${t1[1]}`, "none", { stroke: WHITE, "stroke-width": 6, opacity: 0.5 });
  return out;
}

/** A white label band across a face b wide and h tall: the motif large, and two name bars beside it. */
function label(work: Work, b: number, h: number, size: number, ink: Ink): string {
  const bx = b * 0.14 + size;
  return (
    rect(0, h * 0.5 - size * 0.7, b, size * 1.4, 0, WHITE) +
    placeMotif(work.trade, b * 0.08, h * 0.5 - size / 2, size, ink) +
    rect(bx, h * 0.5 - 12, b - bx - 12, 8, 4, DARK) +
    rect(bx, h * 0.5 + 4, (b - bx - 12) * 0.6, 6, 3, BAR)
  );
}

/** Packaging range: a tall carton and a small box, each labelled with the client's motif. */
export const packagingKind: WorkDrawing = (doc, p, rng, work) => {
  lightStage(doc, p, rng);
  const big = rng.int(140, 170);
  const tall = rng.int(180, 240);
  const ink = inkOnLight(p);
  doc.add(isoBox(380, 500, rng.int(120, 170), big, tall, label(work, big, tall, 84, ink), [p.accent, p.deep, p.soft]));
  const small = { ...ink, main: p.secondary, alt: p.accent };
  doc.add(
    isoBox(590, 520, 90, 90, 110, label(work, 90, 110, 48, small), [
      p.secondary,
      mix(p.secondary, DARK, 0.3),
      p.secondarySoft,
    ]),
  );
  doc.add(sparkle(170, 140, 10, p.accent), sparkle(660, 160, 8, p.secondary));
};
