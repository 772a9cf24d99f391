/**
 * A social media kit for a client: square post tiles, a story frame, and a phone showing a post in
 * the feed with its likes, all carrying the client's motif.
 */
import { icon, type IconName } from "./icons.ts";
import { BAR, DARK, mix, WHITE } from "./palette.ts";
import { inkOnBold, inkOnLight, placeMotif } from "./portfolio-motif.ts";
import { lightStage } from "./portfolio-stage.ts";
import type { WorkDrawing } from "./portfolio-work.ts";
import { circle, instance, rect, transform } from "./svg.ts";
import { bars, card, phone, phoneScreen, pill, sparkle } from "./ui.ts";

export const socialKind: WorkDrawing = (doc, p, rng, work) => {
  lightStage(doc, p, rng);
  // The motif is written twice, once per ink, and reused at any size.
  const onBold = doc.define(placeMotif(work.trade, 0, 0, 48, inkOnBold(p)));
  const onLight = doc.define(placeMotif(work.trade, 0, 0, 48, inkOnLight(p)));
  const motif = (id: string, x: number, y: number, size: number) =>
    instance(id, 0, 0, { transform: transform(x, y, 0, size / 48) });

  // Four post tiles, each a different kind of post.
  const tiles: [number, number, string][] = [
    [64, 98, p.accent],
    [220, 98, WHITE],
    [64, 254, p.secondary],
    [220, 254, p.deep],
  ];
  const order = rng.shuffle([0, 1, 2, 3]);
  order.forEach((style, i) => {
    const [tx, ty] = tiles[i]!;
    const fill = tiles[style]![2];
    doc.add(rect(tx, ty, 144, 144, 14, fill));
    if (style === 0) doc.add(motif(onBold, tx + 36, ty + 26, 72), bars(tx + 44, ty + 112, [56], WHITE, 8));
    else if (style === 1)
      doc.add(
        bars(tx + 18, ty + 22, [96, 70], DARK, 14, 22),
        bars(tx + 18, ty + 72, [100, 80], BAR, 6, 12),
        pill(tx + 18, ty + 106, 62, 22, p.accent, WHITE),
        motif(onLight, tx + 98, ty + 98, 30),
      );
    else if (style === 2) doc.add(circle(tx + 72, ty + 72, 48, WHITE), motif(onLight, tx + 42, ty + 42, 60));
    else
      doc.add(
        bars(tx + 18, ty + 24, [74], WHITE, 30),
        bars(tx + 18, ty + 66, [96, 60], p.soft, 7, 13),
        motif(onBold, tx + 18, ty + 96, 30),
        sparkle(tx + 118, ty + 30, 8, p.secondary),
      );
  });

  // A story: progress segments along the top, the motif, and a swipe-up button.
  const [stx, sty, stw, sth] = [384, 142, 120, 214];
  doc.add(
    card(stx, sty, stw, sth, {
      r: 16,
      fill: doc.linear([
        [0, p.accent],
        [1, p.deep],
      ]),
      tone: p.deep,
    }),
  );
  for (let i = 0; i < 3; i++) doc.add(rect(stx + 10 + i * 35, sty + 10, 30, 4, 2, WHITE, i ? { opacity: 0.4 } : {}));
  doc.add(
    circle(stx + 22, sty + 32, 9, WHITE),
    motif(onLight, stx + 15, sty + 25, 14),
    bars(stx + 38, sty + 29, [44], WHITE, 6),
  );
  doc.add(motif(onBold, stx + 25, sty + 70, 70), pill(stx + 24, sty + sth - 42, stw - 48, 24, WHITE, p.accent));

  // The feed on a phone: the account, the post, its likes and caption, and the next post peeking.
  const [px, py, pw, ph] = [538, 96, 200, 400];
  doc.add(phone(px, py, pw, ph, WHITE, p.deep));
  const s = phoneScreen(px, py, pw, ph);
  doc.add(bars(s.x + 16, s.y + 30, [70], DARK, 10), icon("heart", s.x + s.w - 50, s.y + 35, 16, DARK, { weight: 2.4 }));
  doc.add(icon("mail", s.x + s.w - 24, s.y + 35, 16, DARK, { weight: 2.4 }));
  const feed = (fy: number) =>
    circle(s.x + 30, fy, 14, p.accent) + motif(onBold, s.x + 21, fy - 9, 18) + bars(s.x + 52, fy - 4, [62], DARK, 8);
  doc.add(feed(s.y + 72));
  const post = s.y + 96;
  doc.add(rect(s.x, post, s.w, s.w, 0, p.tint), circle(s.x + s.w - 44, post + 44, 26, p.secondarySoft));
  doc.add(motif(onLight, s.x + s.w / 2 - 50, post + s.w / 2 - 50, 100));
  const ay = post + s.w + 22;
  (["heart", "mail", "upload"] as IconName[]).forEach((glyph, i) =>
    doc.add(icon(glyph, s.x + 22 + i * 32, ay, 20, i ? DARK : p.accent, i ? { weight: 2.4 } : { filled: true })),
  );
  doc.add(bars(s.x + 14, ay + 20, [84], DARK, 8), bars(s.x + 14, ay + 36, [150, 110], BAR, 6, 12));

  // A like coming in, with the faces of those who liked it.
  doc.add(card(64, 424, 300, 72, { r: 16, tone: p.deep }), circle(100, 460, 20, mix(p.accent, WHITE, 0.85)));
  doc.add(
    icon("heart", 100, 460, 20, p.accent, { filled: true }),
    bars(132, 448, [110], DARK, 9),
    bars(132, 466, [76], BAR, 7),
  );
  [p.secondary, p.soft, p.accent].forEach((c, i) =>
    doc.add(circle(290 + i * 20, 460, 14, c, { stroke: WHITE, "stroke-width": 3 })),
  );
};
