/**
 * Single-purpose page art: secure login, the 404 scene and the SEO newsletter
 * envelope. Transparent backgrounds with a soft blob so they sit on any section.
 */
import { icon } from "./icons.ts";
import { BAR, BRAND, DARK, LINE, mix, PAPER, SEO, SLATE, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, ellipse, g, path, rect, smoothPath, transform } from "./svg.ts";
import { dotPatch, softBlob } from "./scenery.ts";
import { paperPlane } from "./course.ts";
import { bars, card, dashed, miniAvatar, shadow, sparkle } from "./ui.ts";

/** Secure login: sign-in card with a user circle, a shield and a padlock. */
export function loginArt(p: Palette = BRAND): string {
  const doc = new Doc(560, 480, "auth-login");
  doc.add(softBlob(doc, p, 280, 240, 200), dotPatch(doc, p, 432, 32, 96, 80), dotPatch(doc, p, 32, 384, 96, 64));
  // Sign-in card.
  const x = 170;
  const y = 74;
  const w = 220;
  const h = 320;
  doc.add(card(x, y, w, h, { r: 22, tone: p.deep }));
  doc.add(
    circle(280, y + 62, 38, p.tint),
    miniAvatar(280, y + 62, 30, mix(p.soft, WHITE, 0.3), "#e0a87e", DARK, p.accent),
  );
  doc.add(bars(230, y + 114, [100], DARK, 10), bars(250, y + 132, [60], BAR, 7));
  // Email and password fields; the password shows as masked dots.
  doc.add(
    rect(x + 22, y + 158, w - 44, 38, 11, PAPER, { stroke: LINE }),
    icon("mail", x + 42, y + 177, 16, p.accent, { weight: 2.2 }),
    bars(x + 60, y + 173, [90], BAR, 8),
  );
  doc.add(
    rect(x + 22, y + 206, w - 44, 38, 11, PAPER, { stroke: p.accent, "stroke-width": 2 }),
    icon("lock", x + 42, y + 225, 16, p.accent, { weight: 2.2 }),
  );
  doc.add(g({ fill: DARK }, ...[0, 1, 2, 3, 4, 5].map((i) => circle(x + 64 + i * 14, y + 225, 4))));
  doc.add(rect(x + 22, y + 258, w - 44, 40, 12, p.accent), bars(x + 80, y + 274, [60], WHITE, 8));
  // Shield with a check, overlapping the card's left edge.
  doc.add(
    g(
      { transform: transform(128, 196, -8) },
      path("M0-62l54 20v40c0 36-24 58-54 68-30-10-54-32-54-68v-40z", p.deep, {
        opacity: 0.12,
        transform: "translate(4 10)",
      }),
      path(
        "M0-62l54 20v40c0 36-24 58-54 68-30-10-54-32-54-68v-40z",
        doc.linear([
          [0, p.accent],
          [1, p.deep],
        ]),
      ),
      path("M0-46l38 14v30c0 26-16 42-38 50z", WHITE, { opacity: 0.12 }),
      path("M-20 0l14 14 28-28", "none", { stroke: WHITE, "stroke-width": 9 }),
    ),
  );
  // Padlock, overlapping the card's right edge.
  const lx = 420;
  const ly = 300;
  doc.add(path(d`M${lx - 30} ${ly - 40}v-26a30 30 0 0 1 60 0v26`, "none", { stroke: SLATE, "stroke-width": 13 }));
  doc.add(
    shadow(lx - 56, ly - 44, 112, 92, 20, p.deep, 1.3),
    rect(lx - 56, ly - 44, 112, 92, 20, p.secondary),
    rect(lx - 56, ly - 44, 112, 20, 10, WHITE, { opacity: 0.18 }),
  );
  doc.add(circle(lx, ly - 6, 12, DARK), rect(lx - 5, ly - 2, 10, 24, 5, DARK));
  // A check badge and sparkles.
  doc.add(
    circle(452, 140, 22, WHITE, { stroke: LINE }),
    icon("check", 452, 140, 22, "#10b981", { weight: 3.2 }),
    sparkle(96, 80, 9, p.secondary),
    sparkle(500, 410, 8, p.accent),
    circle(84, 330, 6, p.accent),
  );
  return doc.toString();
}

/** Thick stroked "4" drawn as a path: no font needed and it matches the geometric style. */
function four(x: number, y: number, color: string): string {
  return path(d`M${x + 70} ${y + 150}V${y}L${x} ${y + 102}H${x + 96}`, "none", { stroke: color, "stroke-width": 30 });
}

/** Playful 404: two drawn 4s around a compass "0", over a path that breaks off. */
export function notFoundArt(p: Palette = BRAND): string {
  const doc = new Doc(560, 400, "not-found");
  doc.add(softBlob(doc, p, 280, 190, 180), dotPatch(doc, p, 16, 16, 96, 64), dotPatch(doc, p, 448, 304, 96, 80));
  // Path: dashed trail that ends at a gap, then resumes.
  doc.add(
    path(
      smoothPath([
        [40, 340],
        [120, 320],
        [200, 336],
        [236, 330],
      ]),
      "none",
      { stroke: p.soft, "stroke-width": 5, "stroke-dasharray": "2 12" },
    ),
  );
  doc.add(
    ellipse(280, 334, 34, 9, p.deep, { opacity: 0.2 }),
    path(
      smoothPath([
        [326, 330],
        [380, 338],
        [440, 322],
        [520, 336],
      ]),
      "none",
      { stroke: p.soft, "stroke-width": 5, "stroke-dasharray": "2 12" },
    ),
  );
  doc.add(path("M520 336v-34", "none", { stroke: SLATE, "stroke-width": 3 }), path("M521 302l20 7-20 7z", p.secondary));
  // Digits.
  doc.add(g({ opacity: 0.15, transform: "translate(6 10)" }, four(56, 88, p.deep), four(402, 88, p.deep)));
  doc.add(four(56, 88, p.accent), four(402, 88, p.accent));
  // Compass as the zero: shadowed disc, ring, ticks and a confused needle.
  const cx = 280;
  const cy = 165;
  doc.add(
    circle(cx + 4, cy + 12, 84, p.deep, { opacity: 0.12 }),
    circle(cx, cy, 84, WHITE),
    circle(cx, cy, 70, "none", { stroke: p.tint, "stroke-width": 14 }),
  );
  let ticks = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const r1 = i % 2 ? 58 : 52;
    ticks += d`M${cx + Math.cos(a) * r1} ${cy + Math.sin(a) * r1}L${cx + Math.cos(a) * 62} ${cy + Math.sin(a) * 62}`;
  }
  doc.add(path(ticks, "none", { stroke: BAR, "stroke-width": 4 }));
  doc.add(
    g(
      { transform: d`rotate(132 ${cx} ${cy})` },
      path(d`M${cx} ${cy - 50}l13 50h-26z`, p.secondary),
      path(d`M${cx} ${cy + 50}l13-50h-26z`, SLATE),
    ),
  );
  doc.add(circle(cx, cy, 9, DARK), circle(cx, cy, 3.5, WHITE));
  // Question marks of dots and sparkles floating around.
  doc.add(
    sparkle(200, 46, 8, p.secondary),
    sparkle(370, 40, 6, p.accent),
    circle(404, 60, 5, p.secondary),
    circle(160, 70, 4, p.accent),
  );
  return doc.toString();
}

/** Newsletter: an envelope with a letter and a paper plane looping away. */
export function subscribeArt(p: Palette = SEO): string {
  const doc = new Doc(420, 300, "seo-subscribe");
  doc.add(softBlob(doc, p, 200, 160, 128), dotPatch(doc, p, 16, 16, 80, 64), dotPatch(doc, p, 320, 224, 80, 64));
  const x = 96;
  const y = 130;
  const w = 200;
  const h = 130;
  // Back of the envelope and open flap.
  doc.add(
    shadow(x, y, w, h, 16, p.deep, 1.2),
    rect(x, y, w, h, 16, p.deep),
    path(d`M${x + 6} ${y + 10}l${w / 2 - 6}-60 ${w / 2 - 6} 60z`, p.deep),
  );
  // Letter.
  doc.add(
    rect(x + 22, y - 40, w - 44, 130, 10, WHITE),
    bars(x + 42, y - 22, [90], p.accent, 10),
    bars(x + 42, y - 2, [116, 96, 106], BAR, 7, 14),
  );
  // Front pocket.
  doc.add(
    path(d`M${x} ${y + 22}l${w / 2} 62 ${w / 2}-62v${h - 38}a16 16 0 0 1-16 16H${x + 16}a16 16 0 0 1-16-16z`, p.accent),
  );
  doc.add(
    path(d`M${x + 4} ${y + h - 6}l70-50M${x + w - 4} ${y + h - 6}l-70-50`, "none", {
      stroke: p.deep,
      "stroke-width": 2,
      opacity: 0.3,
    }),
  );
  // Notification dot and the plane with its loop.
  doc.add(circle(x + w - 6, y + 4, 14, p.secondary), circle(x + w - 6, y + 4, 5, WHITE));
  doc.add(
    dashed(
      [
        [300, 110],
        [334, 96],
        [330, 66],
        [306, 74],
        [320, 96],
        [356, 60],
      ],
      p.secondary,
      2.5,
      "2 7",
    ),
    paperPlane(374, 46, 0.62, p.secondary, mix(p.secondary, DARK, 0.25)),
  );
  doc.add(sparkle(60, 120, 7, p.accent), sparkle(340, 170, 6, p.secondary), circle(128, 60, 4, p.accent));
  return doc.toString();
}
