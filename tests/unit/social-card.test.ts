import { mkdtemp, readdir, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { themeNames } from "../../schema/themes";
import { loadCardFont } from "../../src/engine/social-card/card-font";
import { cardSvg, fitTitle } from "../../src/engine/social-card/card-svg";
import { themeColours } from "../../src/engine/social-card/theme-colours";
import { cachedCard } from "../../src/engine/social-card/write-card";

const appRoot = path.resolve(import.meta.dirname, "../..");
const font = await loadCardFont(appRoot);
const themes = themeColours(await readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"));
const content = (title: string) => ({
  title,
  siteName: "Brightline",
  domain: "brightline.example",
  colours: themes.get("seo") ?? themes.values().next().value!,
});

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

  it("draws the title as outlines of the site's font, so no font needs to be installed to draw it", () => {
    const svg = cardSvg(font, content("Seo <Agency> & co"));
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain("<Agency>");
    // One outline per visible letter of the title, the site's name and its address.
    expect(svg.match(/<path transform=/g)?.length).toBe(
      "SeoAgency&co".length + 2 + "Brightline".length + "brightline.example".length,
    );
  });

  it("draws a 1200x630 PNG once, and takes an unchanged card from the cache", async () => {
    const cache = path.join(await mkdtemp(path.join(os.tmpdir(), "cards-")), "cache");
    const svg = cardSvg(font, content("Seo Agency"));
    const first = await cachedCard(svg, cache);
    expect(first.drawn).toBe(true);
    const png = await readFile(first.file);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const drawnAt = (await stat(first.file)).mtimeMs;

    expect(await cachedCard(svg, cache)).toEqual({ ...first, drawn: false });
    expect((await stat(first.file)).mtimeMs).toBe(drawnAt);

    const renamed = await cachedCard(cardSvg(font, content("Seo Agency Pro")), cache);
    expect(renamed.drawn).toBe(true);
    expect(renamed.file).not.toBe(first.file);
    expect(await readdir(cache)).toHaveLength(2);
  });
});
