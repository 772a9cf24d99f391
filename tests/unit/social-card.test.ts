import { renderAsync } from "@resvg/resvg-js";
import type { Glyph } from "fontkit";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { lengthLimits } from "../../schema/kit/length-limits";
import type { PageData } from "../../schema/page";
import { themeNames, type ThemeName } from "../../schema/themes";
import { createCardDrawer, type DrawCard } from "../../src/engine/social-card/card-drawer";
import { openCardFont, readCardFont } from "../../src/engine/social-card/card-font";
import { blend, CardPalette } from "../../src/engine/social-card/card-palette";
import { backgroundSvg, cardSvg, fitTitle, titleGlyphs } from "../../src/engine/social-card/card-svg";
import { glyphEdges, rasterize } from "../../src/engine/social-card/glyph-raster";
import { createPageCards, type PageCards } from "../../src/engine/social-card/page-cards";
import { themeColours } from "../../src/engine/social-card/theme-colours";
import { writeCard } from "../../src/engine/social-card/write-card";
import type { SiteIdentity } from "../../src/engine/site";
import { colourAt, decodePng } from "../helpers/decode-png";

const appRoot = path.resolve(import.meta.dirname, "../..");
const font = openCardFont(await readCardFont(appRoot));
const themes = themeColours(await readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"));
const content = (title: string) => ({
  title,
  siteName: "Brightline",
  domain: "brightline.example",
  colours: themes.get("seo") ?? themes.values().next().value!,
});

const identity: SiteIdentity = {
  name: "Brightline",
  url: "https://brightline.example",
  locales: { en: "en_GB", es: "es_AR" },
  sameAs: [],
};
const page = (title: string, theme: ThemeName = "seo") => ({ title, theme, route: "/p" }) as PageData;
const drawers = new WeakMap<PageCards, DrawCard>();
/** A page's card as a build makes it: found in the cache, or drawn into it. */
async function cardOf(cards: PageCards, shown: PageData): Promise<{ file: string; hash: string; drawn: boolean }> {
  const { base, hash, cached } = cards.place(shown);
  if (cached) return { file: cached.file, hash, drawn: false };
  let draw = drawers.get(cards);
  if (!draw) drawers.set(cards, (draw = createCardDrawer(cards.drawing)));
  return { file: writeCard(base, await draw(shown)), hash, drawn: true };
}
const folders: string[] = [];
async function cacheFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "cards-"));
  folders.push(folder);
  return folder;
}
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
const hex = (colour: string) =>
  [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("social cards", () => {
  it("reads every theme's colours from the site's stylesheet", () => {
    for (const name of themeNames) expect(themes.get(name)?.accent).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("sets a short title large and a long one smaller, over at most three lines, ending in … past that", () => {
    expect(fitTitle(font.bold, "Seo Agency")).toEqual({ size: 76, lines: ["Seo Agency"] });
    const long = fitTitle(
      font.bold,
      "Why whitespace makes your landing page convert better than anything else you could try this year",
    );
    expect(long.size).toBeLessThan(76);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    const endless = fitTitle(font.bold, "word ".repeat(80));
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines[2]).toMatch(/…$/);
  });

  it("shortens a title as long as a title may be with a few measurements of it, not one per character", () => {
    const measure = vi.spyOn(font.bold, "layout");
    try {
      for (const title of ["W".repeat(lengthLimits.title.characters), `${"Wide ".repeat(38)}W`]) {
        measure.mockClear();
        const { lines } = fitTitle(font.bold, title);
        expect(lines.at(-1)).toMatch(/^W.*…$/);
        expect(measure.mock.calls.length).toBeLessThan(30);
      }
    } finally {
      measure.mockRestore();
    }
  });

  it("draws the title as outlines of the site's font, so no font needs to be installed to draw it", () => {
    const svg = cardSvg(font, content("Seo <Agency> & co"));
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain("<Agency>");
    // One outline per visible letter of the title, the site's name and its address.
    expect(svg.match(/<path transform=/g)?.length).toBe(
      "SeoAgency&co".length + 2 + "Brightline".length + "brightline.example".length,
    );
  });

  it("draws a 1200x630 PNG once, takes an unchanged card from the cache, and draws any change anew", async () => {
    const cache = await cacheFolder();
    const cards = await createPageCards({ appRoot, cacheDir: cache, identity });
    const first = await cardOf(cards, page("Seo Agency"));
    expect(first.drawn).toBe(true);
    expect(pngSize(await readFile(first.file))).toEqual({ width: 1200, height: 630 });
    const drawnAt = (await stat(first.file)).mtimeMs;

    // The next build of the same site finds it, and does not draw it again.
    const again = await createPageCards({ appRoot, cacheDir: cache, identity });
    expect(await cardOf(again, page("Seo Agency"))).toEqual({ ...first, drawn: false });
    expect((await stat(first.file)).mtimeMs).toBe(drawnAt);

    const changed = [
      await cardOf(cards, page("Seo Agency Pro")),
      await cardOf(cards, page("Seo Agency", "brand")),
      await cardOf(
        await createPageCards({ appRoot, cacheDir: cache, identity: { ...identity, name: "Dimline" } }),
        page("Seo Agency"),
      ),
      await cardOf(
        await createPageCards({ appRoot, cacheDir: cache, identity: { ...identity, url: "https://dimline.example" } }),
        page("Seo Agency"),
      ),
    ];
    expect(changed.every((card) => card.drawn)).toBe(true);
    expect(new Set([first, ...changed].map((card) => card.file)).size).toBe(5);
    // Written into place whole: nothing half-written is left beside the cards.
    expect((await readdir(cache)).filter((file) => !file.endsWith(".png"))).toEqual([]);
  });

  it("draws a title of spaces alone as the theme's card without a title", async () => {
    const cards = await createPageCards({ appRoot, cacheDir: await cacheFolder(), identity });
    const png = decodePng(await readFile((await cardOf(cards, page("   "))).file));
    expect([png.width, png.height]).toEqual([1200, 630]);
    const background = themes.get("seo")!.accentStrong;
    for (const x of [100, 300, 600]) expect(colourAt(png, x, 360)).toBe(background);
  });

  it("gives the same bytes for the same card, whichever build draws it", async () => {
    const draw = async () => {
      const cards = await createPageCards({ appRoot, cacheDir: await cacheFolder(), identity });
      return readFile((await cardOf(cards, page("Why whitespace converts better than anything else"))).file);
    };
    expect((await draw()).equals(await draw())).toBe(true);
  });

  it("paints the theme's colours where the design puts them, and the title in the theme's ink", async () => {
    const cards = await createPageCards({ appRoot, cacheDir: await cacheFolder(), identity });
    for (const theme of ["seo", "hosting", "charity"] as const) {
      const colours = themes.get(theme)!;
      const png = decodePng(await readFile((await cardOf(cards, page("HH", theme))).file));
      expect(png.colourType).toBe(3);
      expect(colourAt(png, 20, 620), "the background").toBe(colours.accentStrong);
      expect(colourAt(png, 1110, 70), "the circle in the corner").toBe(colours.accent);
      expect(colourAt(png, 1040, 540), "the dot").toBe(colours.highlight);
      expect(colourAt(png, 120, 194), "the bar under the site's name").toBe(colours.highlight);
      // Inside the first H's left stem, halfway up.
      const [first] = titleGlyphs(font, "HH").flat();
      const scale = first!.size / font.bold.unitsPerEm;
      const stem = first!.x + (first!.glyph.bbox.minX + 40) * scale;
      const middle = first!.y - (font.bold.capHeight / 2) * scale;
      expect(colourAt(png, Math.round(stem), Math.round(middle)), "the title").toBe(colours.accentInk);
      // Between the two H's and after them, the background.
      expect(colourAt(png, Math.round(first!.x - 10), Math.round(middle))).toBe(colours.accentStrong);
      expect(colourAt(png, 700, Math.round(middle))).toBe(colours.accentStrong);
    }
  });

  it("draws the same picture as resvg draws the card's SVG, but for antialiasing at the title's edges", async () => {
    const cards = await createPageCards({ appRoot, cacheDir: await cacheFolder(), identity });
    const titles = [
      ["Seo Agency", "seo"],
      ["Why whitespace makes your landing page convert better than anything else you could try this year", "brand"],
      ["Ågé Wîth Àccents — “quotes” & jumps", "hosting"],
    ] as const;
    for (const [title, theme] of titles) {
      const svg = cardSvg(font, { ...content(title), colours: themes.get(theme)! });
      const reference = decodePng((await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng());
      const card = decodePng(await readFile((await cardOf(cards, page(title, theme))).file));
      const [top, bottom] = [200, 520];
      let [outside, edges, total] = [0, 0, 0];
      for (let at = 0; at < card.rgb.length; at++) {
        const difference = Math.abs(card.rgb[at]! - reference.rgb[at]!);
        const row = Math.floor(at / 3 / 1200);
        if (row < top || row >= bottom) outside = Math.max(outside, difference);
        if (difference > 48) edges++;
        total += difference;
      }
      // Away from the title, only the palette's rounding of the background's own edges.
      expect(outside, title).toBeLessThanOrEqual(3);
      // At the title, two rasterizers' antialiasing: a few edge pixels apart, never the picture (a
      // title moved by half a pixel has 0.46% of its values that far apart).
      expect(edges / (1200 * 630 * 3), title).toBeLessThan(0.0002);
      expect(total / (1200 * 630 * 3), title).toBeLessThan(0.3);
    }
  }, 30_000);
});

describe("the card's palette", () => {
  it("keeps the design's flat colours exact, and the ink over them within 3 levels at every coverage: no banding", async () => {
    for (const name of ["seo", "brand", "charity", "personal"] as const) {
      const colours = themes.get(name)!;
      const svg = backgroundSvg(font, {
        siteName: "A Much Longer Site Name Studio",
        domain: "brightline.example",
        colours,
      });
      const rgba = (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
      const inkColour = hex(colours.accentInk);
      const palette = new CardPalette(rgba, inkColour);
      const colour = (index: number) => [...palette.colours.subarray(index * 3, index * 3 + 3)];
      // The background: every pixel within 2 levels of resvg's.
      let background = 0;
      for (let pixel = 0; pixel < 1200 * 630; pixel++)
        for (let channel = 0; channel < 3; channel++) {
          const drawn = palette.colours[palette.indices[pixel]! * 3 + channel]!;
          background = Math.max(background, Math.abs(drawn - rgba[pixel * 4 + channel]!));
        }
      expect(background, name).toBeLessThanOrEqual(2);
      for (const flat of [colours.accentStrong, colours.accent, colours.highlight, colours.accentInk]) {
        const index = [...Array(palette.colours.length / 3).keys()].find(
          (at) => colour(at).join() === hex(flat).join(),
        );
        expect(index, `${name}: ${flat}`).toBeDefined();
        let ink = 0;
        for (let alpha = 1; alpha < 256; alpha++) {
          const painted = colour(palette.fill(index!, alpha));
          const exact = hex(flat).map((under, channel) => blend(under, inkColour[channel]!, alpha));
          for (let channel = 0; channel < 3; channel++)
            ink = Math.max(ink, Math.abs(painted[channel]! - exact[channel]!));
        }
        expect(ink, `${name}: ink over ${flat}`).toBeLessThanOrEqual(3);
      }
    }
  }, 30_000);
});

describe("the glyph rasterizer", () => {
  it("covers each pixel by the share of it inside the outline, counting overlapping contours once", () => {
    // A square from (0.5, 0.25) to (4.5, 3.25) in pixels (font units, y up, at scale 1), and a smaller one over it.
    const square = (x0: number, y0: number, x1: number, y1: number) => [
      { command: "moveTo", args: [x0, -y0] },
      { command: "lineTo", args: [x1, -y0] },
      { command: "lineTo", args: [x1, -y1] },
      { command: "lineTo", args: [x0, -y1] },
      { command: "closePath", args: [] },
    ];
    const glyph = { path: { commands: [...square(0.5, 0.25, 4.5, 3.25), ...square(1, 1, 2, 2)] } } as unknown as Glyph;
    const coverage = rasterize([{ edges: glyphEdges(glyph, 1), x: 10, y: 20 }]);
    expect([coverage.left, coverage.top, coverage.width, coverage.height]).toEqual([10, 20, 6, 4]);
    const at = (x: number, y: number) => coverage.alpha[(y - 20) * coverage.width + (x - 10)];
    // Corners: a half by three quarters; sides: a half, or three quarters, or a quarter; inside: all.
    expect([at(10, 20), at(11, 20), at(14, 20)]).toEqual([96, 191, 96]);
    expect([at(10, 21), at(11, 21), at(12, 22), at(14, 22)]).toEqual([128, 255, 255, 128]);
    expect([at(10, 23), at(11, 23), at(14, 23)]).toEqual([32, 64, 32]);
    expect(at(15, 21)).toBe(0);
  });
});
