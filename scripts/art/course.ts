/**
 * Course-platform section art (teal + amber palette): the integrated-system
 * diagram, the three "how it works" step screens, the free-start rocket and
 * the intro video poster.
 */
import { icon, type IconName } from "./icons.ts";
import { BAR, COURSE, DARK, INK, LINE, mix, PAPER, SUCCESS, WHITE, type Palette } from "./palette.ts";
import { circle, d, Doc, ellipse, g, path, poly, rect, smoothPath, transform } from "./svg.ts";
import { dotPatch, softBlob } from "./scenery.ts";
import { playButton } from "./hero-course.ts";
import { barChart, bars, browser, card, dashed, donut, miniAvatar, pill, progress, shadow, sparkle } from "./ui.ts";

/** Round icon node: white disc with soft shadow, tinted inner disc and a line icon. */
function node(cx: number, cy: number, r: number, glyph: IconName, color: string, tint: string, tone: string): string {
  return (
    shadow(cx - r, cy - r, 2 * r, 2 * r, r, tone) +
    circle(cx, cy, r, WHITE) +
    circle(cx, cy, r - 8, tint) +
    icon(glyph, cx, cy, r * 0.85, color, { weight: 2.2 })
  );
}

/** Central dashboard connected to five content-type nodes. */
export function courseIntegrated(p: Palette = COURSE): string {
  const doc = new Doc(560, 440, "course-integrated");
  const cx = 280;
  const cy = 222;
  doc.add(softBlob(doc, p, cx, cy, 200), dotPatch(doc, p, 16, 336, 96, 80), dotPatch(doc, p, 448, 16, 96, 80));
  const nodes: [IconName, number][] = [
    ["doc", -90],
    ["video", -18],
    ["image", 54],
    ["text", 126],
    ["users", 198],
  ];
  const pos = nodes.map(([glyph, deg], i) => {
    const a = (deg * Math.PI) / 180;
    return { glyph, i, x: cx + Math.cos(a) * 214, y: cy + Math.sin(a) * 168 };
  });
  // Connectors first (the card and nodes sit on top); a small dot travels along each line.
  for (const n of pos) {
    const mx = (cx + n.x) / 2;
    const my = (cy + n.y) / 2;
    doc.add(
      dashed(
        [
          [cx, cy],
          [mx + (n.y - cy) * 0.08, my - (n.x - cx) * 0.08],
          [n.x, n.y],
        ],
        mix(p.accent, WHITE, 0.35),
        3,
        "1 9",
      ),
    );
    doc.add(circle(cx + (n.x - cx) * 0.62, cy + (n.y - cy) * 0.62, 5, n.i % 2 ? p.secondary : p.accent));
  }
  // Dashboard card.
  const x = cx - 110;
  const y = cy - 82;
  doc.add(card(x, y, 220, 164, { r: 18, tone: p.deep }));
  doc.add(
    circle(x + 22, y + 22, 7, p.accent),
    bars(x + 36, y + 18, [70], DARK, 8),
    circle(x + 198, y + 22, 6, p.secondarySoft),
  );
  doc.add(
    rect(x + 14, y + 42, 92, 54, 10, p.tint),
    donut(x + 40, y + 69, 15, 6, [[0.7, p.accent]], WHITE),
    bars(x + 62, y + 60, [32, 22], p.deep, 6, 12),
  );
  doc.add(
    rect(x + 114, y + 42, 92, 54, 10, mix(p.secondary, WHITE, 0.85)),
    barChart(x + 124, y + 52, 72, 36, [0.4, 0.7, 0.5, 1], [p.secondary]),
  );
  doc.add(bars(x + 14, y + 110, [192, 150], LINE, 8, 16), progress(x + 14, y + 140, 192, 8, 0.65, p.accent, p.tint));
  // Nodes.
  for (const n of pos)
    doc.add(
      node(
        n.x,
        n.y,
        36,
        n.glyph,
        n.i % 2 ? mix(p.secondary, DARK, 0.2) : p.accent,
        n.i % 2 ? mix(p.secondary, WHITE, 0.82) : p.tint,
        p.deep,
      ),
    );
  doc.add(sparkle(520, 400, 8, p.secondary), sparkle(40, 60, 8, p.accent));
  return doc.toString();
}

/** App window used by the three step screens: browser frame plus a slim app header. */
function stepWindow(doc: Doc, p: Palette): { x: number; y: number; w: number; h: number } {
  const x = 40;
  const y = 34;
  const w = 480;
  const h = 330;
  doc.add(softBlob(doc, p, 280, 200, 190), dotPatch(doc, p, 464, 288, 80, 96));
  doc.add(browser(x, y, w, h, { tone: p.deep }));
  doc.add(
    circle(x + 28, y + 58, 8, p.accent),
    bars(x + 42, y + 54, [84], DARK, 9),
    miniAvatar(x + w - 30, y + 58, 11, p.secondarySoft, "#e0a87e", DARK),
  );
  return { x: x + 24, y: y + 84, w: w - 48, h: h - 100 };
}

/** File card with a coloured file-type tile, name bars and an upload progress bar. */
function fileCard(x: number, y: number, glyph: IconName, color: string, frac: number, p: Palette): string {
  const done = frac >= 1;
  return (
    card(x, y, 132, 112, { r: 14, tone: p.deep, strength: 0.7 }) +
    rect(x + 14, y + 14, 40, 46, 10, color) +
    path(d`M${x + 42} ${y + 14}h2a10 10 0 0 1 10 10v2h-6a6 6 0 0 1-6-6z`, WHITE, { opacity: 0.45 }) +
    icon(glyph, x + 34, y + 39, 22, WHITE, { weight: 2.4, filled: glyph === "play" }) +
    bars(x + 64, y + 22, [52, 34], BAR, 7, 14) +
    progress(x + 14, y + 82, done ? 84 : 104, 8, Math.min(frac, 1), done ? SUCCESS : p.accent, LINE) +
    (done ? circle(x + 112, y + 86, 9, SUCCESS) + icon("check", x + 112, y + 86, 12, WHITE, { weight: 3.4 }) : "")
  );
}

/** Step 1: uploading material: a drop zone and three file cards (PDF, video, image). */
export function stepContent(p: Palette = COURSE): string {
  const doc = new Doc(560, 400, "course-step-content");
  const a = stepWindow(doc, p);
  doc.add(
    rect(a.x, a.y, a.w, 100, 14, p.tint, {
      stroke: mix(p.accent, WHITE, 0.45),
      "stroke-width": 2,
      "stroke-dasharray": "7 6",
    }),
  );
  doc.add(
    circle(a.x + a.w / 2, a.y + 38, 22, p.accent),
    icon("upload", a.x + a.w / 2, a.y + 38, 22, WHITE, { weight: 2.6 }),
    bars(a.x + a.w / 2 - 66, a.y + 72, [132], mix(p.accent, WHITE, 0.5), 8),
  );
  const fy = a.y + 116;
  doc.add(
    fileCard(a.x, fy, "doc", "#ef4444", 1, p),
    fileCard(a.x + 150, fy, "play", p.accent, 0.7, p),
    fileCard(a.x + 300, fy, "image", p.secondary, 0.35, p),
  );
  // A file "in flight" above the window, being dropped.
  doc.add(
    g(
      { transform: transform(470, 40, 12) },
      card(-26, -30, 52, 60, { r: 10, tone: p.deep }),
      rect(-16, -18, 32, 6, 3, p.accent),
      rect(-16, -6, 24, 5, 2.5, BAR),
      rect(-16, 4, 28, 5, 2.5, BAR),
      rect(-16, 14, 18, 5, 2.5, BAR),
    ),
  );
  doc.add(
    path("M430 96c-10 14-8 26 0 36", "none", { stroke: p.secondary, "stroke-width": 3, "stroke-dasharray": "2 7" }),
    sparkle(24, 24, 8, p.secondary),
  );
  return doc.toString();
}

/** Step 2: building a course: draggable module rows and an exam checklist. */
export function stepCourses(p: Palette = COURSE): string {
  const doc = new Doc(560, 400, "course-step-courses");
  const a = stepWindow(doc, p);
  const lw = 268;
  const grip = (x: number, y: number): string =>
    g({ fill: BAR }, ...[0, 1, 2].flatMap((r) => [circle(x, y + r * 6, 1.8), circle(x + 6, y + r * 6, 1.8)]));
  const glyphs: IconName[] = ["video", "doc", "image", "text"];
  for (let i = 0; i < 4; i++) {
    const y = a.y + i * 54;
    if (i === 1) continue; // drawn last, lifted above the list
    doc.add(
      rect(a.x, y, lw, 44, 12, PAPER, { stroke: LINE }),
      grip(a.x + 14, y + 16),
      rect(a.x + 32, y + 8, 28, 28, 8, p.tint),
      icon(glyphs[i]!, a.x + 46, y + 22, 16, p.accent, { weight: 2.4 }),
    );
    doc.add(
      bars(a.x + 72, y + 12, [110 - i * 12, 70], BAR, 7, 13),
      icon("chevron", a.x + lw - 18, y + 22, 16, BAR, { weight: 2.4 }),
    );
  }
  // Empty slot and the module being dragged, tilted with a stronger shadow.
  doc.add(
    rect(a.x, a.y + 54, lw, 44, 12, "none", {
      stroke: mix(p.accent, WHITE, 0.4),
      "stroke-width": 2,
      "stroke-dasharray": "6 6",
    }),
  );
  doc.add(
    g(
      { transform: transform(a.x + 18, a.y + 44, -3) },
      card(0, 0, lw, 46, { r: 12, tone: p.deep, strength: 1.6, stroke: p.accent }),
      grip(14, 17),
      rect(32, 9, 28, 28, 8, p.accent),
      icon("doc", 46, 23, 16, WHITE, { weight: 2.4 }),
      bars(72, 13, [120, 80], DARK, 7, 13),
    ),
  );
  doc.add(
    g(
      { transform: transform(a.x + 250, a.y + 78, -3) },
      path("M0 0l14 34 5-14 14-5z", DARK, { stroke: WHITE, "stroke-width": 3 }),
    ),
  );
  // Exam checklist card.
  const ex = a.x + lw + 18;
  const ew = a.w - lw - 18;
  doc.add(
    card(ex, a.y, ew, 208, { r: 14, tone: p.deep, strength: 0.6, stroke: LINE }),
    rect(ex + 14, a.y + 14, 30, 30, 9, mix(p.secondary, WHITE, 0.82)),
    icon("check", ex + 29, a.y + 29, 18, mix(p.secondary, DARK, 0.2), { weight: 3 }),
    bars(ex + 54, a.y + 18, [70, 46], DARK, 8, 14),
  );
  for (let i = 0; i < 4; i++) {
    const y = a.y + 64 + i * 34;
    const on = i < 3;
    doc.add(rect(ex + 14, y, 20, 20, 6, on ? p.accent : WHITE, on ? {} : { stroke: BAR, "stroke-width": 2 }));
    if (on) doc.add(icon("check", ex + 24, y + 10, 14, WHITE, { weight: 3.4 }));
    doc.add(bars(ex + 44, y + 6, [ew - 62 - (i % 2) * 20], on ? BAR : DARK, 8));
  }
  doc.add(sparkle(28, 372, 8, p.secondary), sparkle(534, 30, 7, p.accent));
  return doc.toString();
}

/** Step 3: sending access: an invite card with an envelope, invitees and a send button. */
export function stepAccess(p: Palette = COURSE): string {
  const doc = new Doc(560, 400, "course-step-access");
  const a = stepWindow(doc, p);
  // Envelope with the access letter sliding out.
  const ex = a.x + 10;
  const ey = a.y + 40;
  doc.add(rect(ex, ey + 46, 170, 120, 14, p.deep));
  doc.add(
    rect(ex + 18, ey, 134, 120, 10, WHITE, { stroke: LINE }),
    bars(ex + 36, ey + 20, [70], p.accent, 9),
    bars(ex + 36, ey + 38, [98, 80], BAR, 6, 12),
    pill(ex + 36, ey + 70, 60, 18, p.secondary, WHITE),
  );
  doc.add(path(d`M${ex} ${ey + 60}l85 56 85-56v92a14 14 0 0 1-14 14H${ex + 14}a14 14 0 0 1-14-14z`, p.accent));
  doc.add(
    path(d`M${ex} ${ey + 166}l66-52M${ex + 170} ${ey + 166}l-66-52`, "none", {
      stroke: p.deep,
      "stroke-width": 2,
      opacity: 0.35,
    }),
  );
  // Invite form: email field, invitees and send button.
  const fx = a.x + 210;
  const fw = a.w - 210;
  doc.add(
    rect(fx, a.y + 6, fw, 40, 12, PAPER, { stroke: LINE }),
    icon("mail", fx + 22, a.y + 26, 18, p.accent, { weight: 2.2 }),
    bars(fx + 42, a.y + 22, [110], BAR, 8),
  );
  const skins = ["#fde3cf", "#9a6243", "#e0a87e", "#6b402c"];
  const hairs = ["#6b4226", DARK, "#d8b06a", DARK];
  const discs = [p.tint, p.secondarySoft, mix(p.soft, WHITE, 0.4), "#e0e7ff"];
  for (let i = 0; i < 4; i++)
    doc.add(
      circle(fx + 24 + i * 32, a.y + 88, 21, WHITE),
      miniAvatar(fx + 24 + i * 32, a.y + 88, 18, discs[i]!, skins[i]!, hairs[i]!),
    );
  doc.add(
    circle(fx + 152, a.y + 88, 19, WHITE, {
      stroke: mix(p.accent, WHITE, 0.4),
      "stroke-width": 2,
      "stroke-dasharray": "4 4",
    }),
    icon("plus", fx + 152, a.y + 88, 16, p.accent, { weight: 2.6 }),
  );
  doc.add(bars(fx, a.y + 126, [fw - 20, fw - 70], BAR, 7, 14));
  doc.add(rect(fx, a.y + 168, fw, 44, 14, p.accent), bars(fx + fw / 2 - 40, a.y + 186, [60], WHITE, 8));
  doc.add(paperPlane(fx + fw / 2 + 36, a.y + 190, 0.34, WHITE, WHITE));
  // Paper plane leaving the window with a dashed trail.
  doc.add(
    dashed(
      [
        [410, 120],
        [460, 72],
        [440, 50],
        [486, 42],
      ],
      p.secondary,
      3,
      "2 8",
    ),
    paperPlane(506, 40, 0.8, p.secondary, mix(p.secondary, DARK, 0.25)),
  );
  return doc.toString();
}

/** Paper plane pointing up-right, drawn around (x, y) at scale k. */
export function paperPlane(x: number, y: number, k: number, light: string, dark: string): string {
  return g(
    { transform: transform(x, y, 0, k) },
    path("M-30 4L30-26 8 30z", light),
    path("M30-26L-2 12 8 30z", dark),
    path("M-2 12l-2 16 12-8z", dark, { opacity: 0.8 }),
  );
}

/** Free start: a rocket lifting off from a puff of clouds, with stars and a planet. */
export function courseFreeStart(p: Palette = COURSE): string {
  const doc = new Doc(480, 320, "course-free-start");
  doc.add(softBlob(doc, p, 250, 160, 148), dotPatch(doc, p, 16, 16, 96, 64));
  // Planet with ring, top right.
  doc.add(
    circle(400, 70, 26, p.secondary),
    ellipse(400, 70, 44, 11, "none", { stroke: p.deep, "stroke-width": 4, transform: "rotate(-18 400 70)" }),
    circle(392, 62, 6, WHITE, { opacity: 0.35 }),
  );
  doc.add(
    sparkle(96, 120, 8, p.secondary),
    sparkle(420, 180, 7, p.accent),
    sparkle(300, 40, 6, p.secondary),
    circle(140, 60, 4, p.accent),
    circle(360, 250, 4, p.secondary),
  );
  // Trail from the launch pad.
  doc.add(
    path(
      smoothPath([
        [118, 240],
        [160, 224],
        [196, 210],
      ]),
      "none",
      { stroke: p.secondary, "stroke-width": 4, "stroke-dasharray": "2 10" },
    ),
  );
  // Rocket, drawn upright around its centre and tilted 40°.
  const body = mix(p.accent, WHITE, 0.95);
  doc.add(
    g(
      { transform: transform(262, 150, 40) },
      path("M-15 32c-4 26 7 46 15 60 8-14 19-34 15-60z", p.secondary),
      path("M-7 32c-2 16 3 28 7 36 4-8 9-20 7-36z", "#fde68a"),
      path("M-25-8l-23 32 3 16 22-12zM25-8l23 32-3 16-22-12z", p.accent),
      path("M0-86c28 22 34 58 26 110H-26c-8-52-2-88 26-110z", body),
      path("M0-86c12 9 20 22 24 38h-48c4-16 12-29 24-38z", p.accent),
      path("M10-42c10 20 12 44 8 66h8c6-36 0-66-16-66z", p.deep, { opacity: 0.12 }),
      circle(0, -12, 15, p.deep),
      circle(0, -12, 10, mix(p.soft, WHITE, 0.3)),
      path("M-4-18a7 7 0 0 1 7-3", "none", { stroke: WHITE, "stroke-width": 3 }),
      rect(-14, 20, 28, 14, 5, p.deep),
    ),
  );
  // Launch clouds bottom-left: tinted back puffs so the white front puffs read on a white page.
  doc.add(
    g({ fill: mix(p.soft, WHITE, 0.35) }, circle(70, 270, 22), circle(150, 276, 18), circle(108, 258, 26)),
    g({ fill: WHITE }, circle(96, 282, 22), circle(130, 288, 16), circle(66, 292, 14), rect(52, 290, 112, 16, 8)),
  );
  return doc.toString();
}

/** Intro video poster: teal gradient, abstract classroom and a big play button. */
export function courseVideoPoster(p: Palette = COURSE): string {
  const doc = new Doc(960, 540, "course-video-poster");
  doc.add(
    rect(
      0,
      0,
      960,
      540,
      0,
      doc.linear(
        [
          [0, mix(p.accent, WHITE, 0.12)],
          [1, mix(p.deep, INK, 0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  doc.add(circle(820, 90, 220, WHITE, { opacity: 0.05 }), circle(120, 470, 180, WHITE, { opacity: 0.05 }));
  // Chalkboard with abstract chalk marks.
  const bx = 90;
  const by = 80;
  doc.add(
    rect(bx - 10, by - 10, 400, 250, 14, mix(p.secondary, DARK, 0.35)),
    rect(bx, by, 380, 230, 8, mix(p.deep, INK, 0.45)),
  );
  doc.add(
    g(
      { fill: "none", stroke: WHITE, "stroke-width": 4, opacity: 0.7 },
      path(
        smoothPath([
          [bx + 30, by + 180],
          [bx + 90, by + 130],
          [bx + 150, by + 150],
          [bx + 210, by + 80],
          [bx + 260, by + 60],
        ]),
      ),
      circle(bx + 320, by + 70, 30),
      poly([
        [bx + 290, by + 190],
        [bx + 330, by + 120],
        [bx + 360, by + 190],
      ]),
      path(d`M${bx + 30} ${by + 40}h90M${bx + 30} ${by + 62}h60`),
    ),
  );
  doc.add(rect(bx + 40, by + 230, 140, 10, 5, mix(p.secondary, DARK, 0.35)), rect(bx + 60, by + 224, 30, 8, 4, WHITE));
  // Bookshelf with a globe on the right.
  const sx = 640;
  doc.add(
    rect(sx, 150, 220, 10, 5, mix(p.secondary, DARK, 0.35)),
    rect(sx, 260, 220, 10, 5, mix(p.secondary, DARK, 0.35)),
  );
  const books = [p.secondary, WHITE, mix(p.soft, WHITE, 0.3), "#fb7185", p.secondarySoft, WHITE, p.secondary];
  let x = sx + 12;
  books.forEach((c, i) => {
    const h = [70, 58, 80, 64, 74, 52, 68][i]!;
    doc.add(rect(x, 150 - h, 20, h, 4, c, { opacity: 0.9 }));
    x += 24;
  });
  doc.add(
    rect(sx + 20, 236, 80, 24, 5, WHITE, { opacity: 0.9 }),
    rect(sx + 26, 214, 70, 22, 5, p.secondary),
    circle(sx + 170, 212, 34, mix(p.soft, WHITE, 0.2)),
    path(d`M${sx + 150} ${186}c14 10 10 30 28 34s12 18 20 18`, "none", {
      stroke: p.accent,
      "stroke-width": 8,
      opacity: 0.7,
    }),
    rect(sx + 160, 244, 20, 16, 3, mix(p.secondary, DARK, 0.35)),
  );
  // Students seen from behind along the bottom edge.
  const hair = ["#1f1a17", "#6b4226", "#d8b06a", "#3b2a22", "#a4643c", "#1f1a17"];
  const shirts = [p.secondary, WHITE, mix(p.soft, WHITE, 0.2), "#fb7185", p.secondarySoft, WHITE];
  for (let i = 0; i < 6; i++) {
    const cx = 110 + i * 150;
    const cy = 470 + (i % 2) * 16;
    doc.add(
      path(d`M${cx - 64} ${cy + 84}c0-54 26-84 64-84s64 30 64 84z`, shirts[i]!),
      circle(cx, cy - 22, 30, hair[i]!),
    );
  }
  // Play button: the focal point.
  doc.add(circle(480, 260, 120, WHITE, { opacity: 0.08 }), playButton(480, 260, 62, p.accent));
  return doc.toString();
}
