/**
 * Blog scenes about search: habits an audit checks, local listings, how results are ranked and
 * keyword research. Each shows a results page or a search box with the detail its post is about.
 */
import { checkRow, iconBadge, type Scene, searchBar, stars } from "./blog-kit.ts";
import { icon } from "./icons.ts";
import { BAR, DARK, LINE, mix, SUCCESS, WHITE } from "./palette.ts";
import { backdrop } from "./scenery.ts";
import { circle, d, path, rect, text } from "./svg.ts";
import { barChart, bars, browser, card, dashed, sparkle } from "./ui.ts";

/** One search result: a link-coloured title, a green address and two lines of snippet. */
function result(x: number, y: number, w: number, link: string): string {
  return (
    bars(x, y, [w * 0.7], link, 10) + bars(x, y + 18, [w * 0.4], SUCCESS, 6) + bars(x, y + 32, [w, w * 0.8], BAR, 6, 12)
  );
}

/** Five habits that keep a site ranking: a results page next to the audit's checklist of five. */
export const seoHabits: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), browser(70, 70, 430, 370, { tone: p.deep }));
  doc.add(searchBar(96, 120, 300, p, [90, 60]));
  for (let i = 0; i < 4; i++) doc.add(result(100, 190 + i * 62, 360, i === 0 ? p.accent : p.deep));
  doc.add(card(470, 130, 260, 270, { r: 18, tone: p.deep }), bars(494, 154, [150], DARK, 12));
  for (let i = 0; i < 5; i++) doc.add(checkRow(494, 188 + i * 40, rng.int(110, 170), i < 4, p));
  doc.add(iconBadge(700, 120, 30, "search", p.accent), sparkle(90, 470, 9, p.secondary));
};

/** Local search: a street map with the shop's pin and its listing card with stars and hours. */
export const localSeo: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(70, 60, 440, 400, { r: 22, fill: mix(p.tint, WHITE, 0.4), tone: p.deep }));
  doc.add(
    path("M70 190C200 170 300 260 510 230", "none", { stroke: mix(p.secondarySoft, WHITE, 0.3), "stroke-width": 26 }),
    path("M170 60V460M330 60V460M70 340H510M70 120H510", "none", { stroke: WHITE, "stroke-width": 14 }),
    rect(350, 360, 140, 84, 12, mix(SUCCESS, WHITE, 0.7)),
    circle(395, 400, 16, mix(SUCCESS, WHITE, 0.4)),
    circle(440, 392, 20, mix(SUCCESS, WHITE, 0.4)),
  );
  for (const [x, y] of [
    [110, 250],
    [420, 150],
    [240, 400],
  ] as const)
    doc.add(icon("pin", x, y, 34, p.soft, { filled: true }));
  doc.add(
    path(d`M260 300c-34 0-60 26-60 58 0 42 60 92 60 92s60-50 60-92c0-32-26-58-60-58z`, p.accent, {
      transform: "translate(0 -140)",
    }),
    circle(260, 218, 22, WHITE),
    icon("home", 260, 218, 26, p.accent, { weight: 2.6 }),
  );
  doc.add(card(470, 150, 270, 230, { r: 18, tone: p.deep }), rect(470, 150, 270, 70, 18, p.soft));
  doc.add(rect(470, 190, 270, 30, 0, p.soft), icon("home", 605, 185, 40, WHITE, { weight: 2.2 }));
  doc.add(bars(494, 240, [170], DARK, 12), stars(494, 276, 22, 5, p.secondary));
  doc.add(iconBadge(508, 320, 14, "clock", p.accent), bars(532, 316, [120], BAR, 8));
  doc.add(iconBadge(508, 356, 14, "pin", p.accent), bars(532, 352, [150], BAR, 8));
};

/** Ranking: numbered results, with the first fed by relevance, quality and trust. */
export const ranking: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(60, 70, 420, 380, { r: 20, tone: p.deep }), searchBar(84, 94, 372, p, [140]));
  for (let i = 0; i < 4; i++) {
    const y = 170 + i * 68;
    if (i === 0) doc.add(rect(74, y - 14, 392, 70, 14, p.tint, { stroke: p.soft, "stroke-width": 2 }));
    doc.add(circle(106, y + 18, 18, i === 0 ? p.accent : LINE));
    doc.add(
      text(106, y + 24, String(i + 1), 18, i === 0 ? WHITE : DARK, { "text-anchor": "middle", "font-weight": 700 }),
    );
    doc.add(result(138, y, 300, i === 0 ? p.accent : p.deep));
  }
  const signals = [
    ["search", 140],
    ["star", 260],
    ["shieldCheck", 380],
  ] as const;
  for (const [glyph, y] of signals) {
    doc.add(
      dashed(
        [
          [600, y + 6],
          [530, (y + 190) / 2],
          [470, 190],
        ],
        p.soft,
        3,
      ),
    );
    doc.add(card(560, y - 34, 180, 80, { r: 16, tone: p.deep }), iconBadge(600, y + 6, 24, glyph, p.accent));
    doc.add(bars(636, y - 6, [80, 50], BAR, 8, 18));
  }
  doc.add(sparkle(540, 470, 9, p.secondary));
};

/** Keyword research: a search box suggesting phrases, each with its demand, and a volume chart. */
export const keywordResearch: Scene = (doc, p, rng) => {
  doc.add(backdrop(doc, p, rng), card(80, 60, 420, 300, { r: 20, tone: p.deep }), searchBar(104, 84, 372, p, [70, 96]));
  doc.add(rect(332, 92, 3, 28, 1, p.accent));
  for (let i = 0; i < 4; i++) {
    const y = 156 + i * 48;
    if (i === 1) doc.add(rect(96, y - 14, 388, 44, 10, p.tint));
    doc.add(icon("search", 122, y + 8, 16, BAR, { weight: 2.4 }), bars(144, y + 4, [rng.int(110, 180)], DARK, 8));
    doc.add(
      rect(380, y + 2, 90, 12, 6, LINE),
      rect(380, y + 2, [80, 62, 44, 26][i]!, 12, 6, i === 1 ? p.accent : p.soft),
    );
  }
  doc.add(card(440, 270, 290, 190, { r: 18, tone: p.deep }), bars(464, 292, [120], DARK, 10));
  doc.add(barChart(464, 320, 242, 116, [0.35, 0.5, 0.42, 0.7, 0.62, 0.9, 0.8], [p.soft, p.accent]));
  doc.add(iconBadge(120, 430, 34, "trendUp", SUCCESS), sparkle(700, 90, 9, p.secondary));
};
