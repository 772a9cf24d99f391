/**
 * Course platform hero (640×520): a laptop showing a course page (video player,
 * lesson list, progress), a floating phone with the mobile lesson view and a
 * small certificate card.
 */
import { icon } from "./icons.ts";
import { BAR, COURSE, DARK, LINE, mix, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, g, path, rect, transform } from "./svg.ts";
import { dotPatch, softBlob } from "./scenery.ts";
import { bars, card, donut, laptop, miniAvatar, phone, phoneScreen, pill, progress, sparkle } from "./ui.ts";

/** Round play button: white disc with a soft halo and an accent triangle. */
export function playButton(cx: number, cy: number, r: number, color: string): string {
  return (
    circle(cx, cy, r * 1.35, WHITE, { opacity: 0.25 }) +
    circle(cx, cy, r, WHITE) +
    path(d`M${cx - r * 0.3} ${cy - r * 0.42}v${r * 0.84}l${r * 0.72}-${r * 0.42}z`, color, {
      stroke: color,
      "stroke-width": r * 0.08,
    })
  );
}

/** Lesson status dot: done (filled + check), current (ring), upcoming (grey ring). */
export function lessonDot(cx: number, cy: number, r: number, state: "done" | "current" | "todo", p: Palette): string {
  if (state === "done") return circle(cx, cy, r, p.accent) + icon("check", cx, cy, r * 1.3, WHITE, { weight: 3.4 });
  if (state === "current")
    return (
      circle(cx, cy, r - 1.5, WHITE, { stroke: p.secondary, "stroke-width": 3 }) + circle(cx, cy, r * 0.35, p.secondary)
    );
  return circle(cx, cy, r - 1.5, WHITE, { stroke: BAR, "stroke-width": 2.5 });
}

/** Certificate card: framed paper with title bars, signature squiggle and a rosette. */
export function certificate(x: number, y: number, w: number, h: number, angle: number, p: Palette): string {
  const rx = w - 40;
  const ry = h - 42;
  return g(
    { transform: transform(x, y, angle) },
    card(0, 0, w, h, { r: 12, tone: p.deep }),
    rect(8, 8, w - 16, h - 16, 7, "none", { stroke: p.secondarySoft, "stroke-width": 2 }),
    bars(22, 24, [w * 0.45], p.deep, 10),
    bars(22, 42, [w * 0.55, w * 0.38], BAR, 6, 12),
    path(d`M22 ${h - 24}c8-10 12 4 18-4s10 6 16-2 8 2 12 0`, "none", { stroke: DARK, "stroke-width": 2 }),
    path(
      d`M${rx - 12} ${ry + 6}l-6 26 10-6 6 10 4-28zM${rx + 12} ${ry + 6}l6 26-10-6-6 10-4-28z`,
      mix(p.secondary, DARK, 0.15),
    ),
    circle(rx, ry, 19, p.secondary),
    circle(rx, ry, 13, "none", { stroke: WHITE, "stroke-width": 2, opacity: 0.8 }),
    icon("star", rx, ry, 14, WHITE, { filled: true }),
  );
}

export function courseHero(p: Palette = COURSE): string {
  const doc = new Doc(640, 520, "hero-course");
  doc.add(softBlob(doc, p, 320, 250, 240), dotPatch(doc, p, 500, 24, 120, 96), dotPatch(doc, p, 16, 300, 96, 96));

  // Laptop with the course page.
  const x = 44;
  const y = 64;
  const w = 430;
  const h = 290;
  doc.add(laptop(x, y, w, h, WHITE, p.deep));
  const sx = x + 12;
  const sy = y + 12;
  const sw = w - 24;
  // App bar.
  doc.add(
    circle(sx + 18, sy + 16, 7, p.accent),
    bars(sx + 30, sy + 12, [56], DARK, 8),
    g({ fill: BAR }, rect(sx + 150, sy + 13, 36, 6, 3), rect(sx + 196, sy + 13, 36, 6, 3)),
    miniAvatar(sx + sw - 18, sy + 16, 10, p.secondarySoft, "#c68863", DARK),
  );
  doc.add(rect(sx, sy + 32, sw, 1.5, 0, LINE));
  // Video player.
  const vx = sx + 14;
  const vy = sy + 46;
  const vw = 252;
  const vh = 142;
  doc.add(
    rect(
      vx,
      vy,
      vw,
      vh,
      10,
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
  );
  doc.add(
    circle(vx + 40, vy + 36, 46, WHITE, { opacity: 0.07 }),
    circle(vx + vw - 30, vy + vh - 20, 60, WHITE, { opacity: 0.06 }),
  );
  doc.add(playButton(vx + vw / 2, vy + vh / 2 - 6, 22, p.accent));
  doc.add(progress(vx + 14, vy + vh - 16, vw - 28, 5, 0.42, p.secondary, mix(p.deep, WHITE, 0.35)));
  doc.add(bars(vx, vy + vh + 14, [168], DARK, 10), bars(vx, vy + vh + 32, [230, 190], BAR, 6, 12));
  // Lesson list.
  const lx = vx + vw + 14;
  doc.add(rect(lx, vy, sw - vw - 42, 190, 10, "#f8fafc", { stroke: LINE }));
  const states = ["done", "done", "current", "todo", "todo"] as const;
  states.forEach((s, i) => {
    const ry = vy + 22 + i * 34;
    doc.add(
      lessonDot(lx + 18, ry, 9, s, p),
      bars(lx + 34, ry - 7, [70 - (i % 2) * 14], s === "current" ? DARK : BAR, 6),
      bars(lx + 34, ry + 3, [40], LINE, 5),
    );
  });
  // Course progress strip.
  doc.add(
    bars(vx, sy + h - 48, [60], BAR, 6),
    progress(vx + 72, sy + h - 50, 230, 10, 0.6, p.accent, p.tint),
    bars(vx + 312, sy + h - 48, [30], p.accent, 6),
  );

  // Phone with the mobile lesson view.
  const px = 470;
  const py = 170;
  const pw = 142;
  const ph = 286;
  doc.add(phone(px, py, pw, ph, WHITE, p.deep));
  const s = phoneScreen(px, py, pw, ph);
  doc.add(
    path(d`M${s.x} ${s.y + 120}V${s.y + 18}a18 18 0 0 1 18-18h${s.w - 36}a18 18 0 0 1 18 18V${s.y + 120}z`, p.tint),
  );
  doc.add(
    donut(s.x + s.w / 2, s.y + 66, 30, 9, [[0.68, p.accent]], WHITE),
    icon("book", s.x + s.w / 2, s.y + 66, 22, p.accent, { weight: 2.4 }),
  );
  doc.add(bars(s.x + 14, s.y + 134, [s.w - 40], DARK, 8), bars(s.x + 14, s.y + 150, [s.w - 58], BAR, 6));
  [0, 1].forEach((i) => {
    const ry = s.y + 170 + i * 30;
    doc.add(
      rect(s.x + 10, ry, s.w - 20, 24, 8, "#f8fafc"),
      lessonDot(s.x + 23, ry + 12, 7, i === 0 ? "done" : "current", p),
      bars(s.x + 36, ry + 9, [s.w - 64], BAR, 6),
    );
  });
  doc.add(pill(s.x + 10, s.y + s.h - 38, s.w - 20, 26, p.accent, WHITE));

  // Certificate card and a few sparkles.
  doc.add(certificate(40, 372, 210, 120, -4, p));
  doc.add(
    card(270, 420, 168, 56, { r: 28, tone: p.deep }),
    miniAvatar(298, 448, 14, p.tint, "#f4c9a6", "#6b4226"),
    miniAvatar(320, 448, 14, p.secondarySoft, "#9a6243", DARK),
    miniAvatar(342, 448, 14, mix(p.soft, WHITE, 0.4), "#e0a87e", "#d8b06a"),
    bars(364, 438, [56], DARK, 8),
    bars(364, 452, [40], BAR, 6),
  );
  doc.add(sparkle(612, 130, 8, p.secondary), sparkle(28, 40, 9, p.accent), circle(470, 40, 6, p.secondary));
  return doc.toString();
}
