import { renderAsync } from "@resvg/resvg-js";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Font } from "fontkit";
import { afterAll, describe, expect, it, vi } from "vitest";
import { lengthLimits } from "../../schema/kit/length-limits";
import type { PageData } from "../../schema/page";
import { shippedThemes } from "../../schema/themes/shipped-themes";
import {
  createCardDrawer,
  openCardFont,
  readCardDrawing,
  type DrawCard,
} from "../../src/engine/social-card/card-drawer";
import { backgroundSvg, fitTitle, shorten, titleBand, titleGlyphs } from "../../src/engine/social-card/card-layout";
import { blend, cardPalette } from "../../src/engine/social-card/card-palette";
import { createPageCards, writeCard, type PageCards } from "../../src/engine/speedups/page-cards";
import { cardSvg } from "../helpers/card-svg";
import { colourAt, decodePng } from "../helpers/decode-png";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

const appRoot = path.resolve(import.meta.dirname, "../..");
const identity = testIdentity({ url: "https://brightline.example" });
const drawing = await readCardDrawing(appRoot, identity);
const font = openCardFont(drawing.font);
const themes = new Map(Object.keys(shippedThemes).map((name) => [name, shippedPalette(name)]));

const page = (title: string, theme = "seo") =>
  ({ title, theme, palette: shippedPalette(theme), route: "/p" }) as PageData;
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
    const svg = cardSvg(font, drawing, "Seo <Agency> & co", shippedPalette("seo"));
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
  }, 30_000);

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

  it("draws the same picture as resvg draws the card's SVG, hostile titles included", async () => {
    const cards = await createPageCards({ appRoot, cacheDir: await cacheFolder(), identity });
    const titles = [
      ["Seo Agency", "seo"],
      ["Why whitespace makes your landing page convert better than anything else you could try this year", "brand"],
      ["Ågé Wîth Àccents — “quotes” & jumps", "hosting"],
      ["🎉 Launch day: שלום עולם, مرحبا, 日本語 \u202eevil", "charity"],
      [`Supercalifragilistic${"x".repeat(16_000)}`, "course"],
      ["Long ".repeat(4_000), "app"],
    ] as const;
    for (const [title, theme] of titles) {
      const svg = cardSvg(font, drawing, title, themes.get(theme)!);
      const reference = decodePng((await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng());
      const card = decodePng(await readFile((await cardOf(cards, page(title, theme))).file));
      // Per pixel, the largest difference of its three channels.
      let [outside, worst, edges, total] = [0, 0, 0, 0];
      for (let pixel = 0; pixel < 1200 * 630; pixel++) {
        const channels = [0, 1, 2].map((at) => Math.abs(card.rgb[pixel * 3 + at]! - reference.rgb[pixel * 3 + at]!));
        const difference = Math.max(...channels);
        const row = Math.floor(pixel / 1200);
        if (row < 200 || row >= 520) outside = Math.max(outside, difference);
        worst = Math.max(worst, difference);
        if (difference > 8) edges++;
        total += difference;
      }
      // Away from the title, only the palette's rounding of the background's own edges.
      expect(outside, title.slice(0, 40)).toBeLessThanOrEqual(3);
      // At the title, resvg draws each glyph as it draws the whole SVG; what differs is the palette's
      // rounding of the ink over the background, and where two glyphs' edges share a pixel, painting
      // one coverage over the other: a handful of pixels more than 8 levels apart, none far.
      expect(worst, title.slice(0, 40)).toBeLessThanOrEqual(24);
      expect(edges, title.slice(0, 40)).toBeLessThanOrEqual(10);
      expect(total / (1200 * 630), title.slice(0, 40)).toBeLessThan(0.05);
    }
  }, 60_000);
});

describe("hostile titles", () => {
  /** How many characters `measured` lays out while `work` runs. */
  function laidOut(measured: Font, work: () => void): number {
    const layout = vi.spyOn(measured, "layout");
    try {
      work();
      return layout.mock.calls.reduce((sum, [text]) => sum + text.length, 0);
    } finally {
      layout.mockRestore();
    }
  }

  it("shortens a title of any length with an ellipsis, laying out about as much text for 16,000 characters as for 1,000", () => {
    const costs = [1_000, 16_000].map((length) => {
      const title = `Launch${"x".repeat(length)}`;
      // A font opened for each title: what one title measured is not taken from the other's.
      const fresh = openCardFont(drawing.font).bold;
      let fitted = { size: 0, lines: [""] };
      const characters = laidOut(fresh, () => (fitted = fitTitle(fresh, title)));
      expect(fitted.size).toBe(52);
      expect(fitted.lines).toHaveLength(1);
      expect(fitted.lines[0]).toMatch(/^Launchx+…$/);
      return characters;
    });
    // The title is cut after what three lines can hold, then the line by halving: nothing grows with
    // the part of the title that is never shown.
    expect(costs[1]).toBe(costs[0]);
    expect(costs[1]).toBeLessThan(3_000);
    const many = fitTitle(font.bold, "word ".repeat(16_000));
    expect(many.lines).toHaveLength(3);
    expect(many.lines[2]).toMatch(/word…$/);
  });

  it("cuts between graphemes, never inside a letter and its accent", () => {
    const line = "q\u0303".repeat(400);
    const cut = shorten(font.bold, line, 52);
    expect(cut).toMatch(/^(q\u0303)+…$/);
    expect(cut.length).toBeLessThan(line.length);
  });

  it("leaves out what the font cannot draw: emoji, other scripts, direction overrides", () => {
    expect(fitTitle(font.bold, "🎉 Launch 👩‍👩‍👧 day").lines).toEqual(["Launch day"]);
    expect(fitTitle(font.bold, "שלום Brightline مرحبا").lines).toEqual(["Brightline"]);
    expect(fitTitle(font.bold, "\u202eevil title").lines).toEqual(["evil title"]);
    expect(fitTitle(font.bold, "日本語のタイトル").lines).toEqual([]);
  });

  it("keeps the tallest accents and the deepest descenders inside the title's band, at every size and number of lines", () => {
    const [top, bottom] = titleBand;
    const seen = new Set<string>();
    for (let words = 1; words <= 40; words++) {
      const title = `ÅÉ ${"Ågjpy Çÿ ".repeat(words)}`;
      const lines = titleGlyphs(font, title);
      for (const { glyph, size, y } of lines.flat()) {
        const scale = size / font.bold.unitsPerEm;
        expect(y - glyph.bbox.maxY * scale, title).toBeGreaterThanOrEqual(top);
        expect(y - glyph.bbox.minY * scale, title).toBeLessThanOrEqual(bottom);
        seen.add(`${size} ${lines.length}`);
      }
    }
    // Three lines at the largest size reach highest and lowest; the smallest size is tried too.
    expect([...seen]).toEqual(expect.arrayContaining(["76 1", "76 3", "68 3", "60 3", "52 3"]));
  });

  it("draws a card for a title of thousands of accents stacked on one letter", async () => {
    const draw = createCardDrawer(drawing);
    const png = decodePng(await draw({ title: `Z${"\u0301".repeat(5_000)}algo`, palette: shippedPalette("seo") }));
    expect([png.width, png.height]).toEqual([1200, 630]);
  });
});

describe("the card's palette", () => {
  it("keeps the design's flat colours exact, and the ink over them within 3 levels at every coverage: no banding", async () => {
    for (const name of ["seo", "brand", "charity", "personal"] as const) {
      const colours = themes.get(name)!;
      const svg = backgroundSvg(font, { ...drawing, siteName: "A Much Longer Site Name Studio" }, colours);
      const rgba = (await renderAsync(svg, { font: { loadSystemFonts: false } })).pixels;
      const inkColour = hex(colours.accentInk);
      const palette = cardPalette(rgba, inkColour);
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
          const painted = colour(palette.painted(index!, alpha));
          const exact = hex(flat).map((under, channel) => blend(under, inkColour[channel]!, alpha));
          for (let channel = 0; channel < 3; channel++)
            ink = Math.max(ink, Math.abs(painted[channel]! - exact[channel]!));
        }
        expect(ink, `${name}: ink over ${flat}`).toBeLessThanOrEqual(3);
      }
    }
  }, 30_000);
});
