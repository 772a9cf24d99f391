import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site";
import { themeBackgroundSvg, type CardDrawing } from "./card-drawer";
import { openCardFont, readCardFont } from "./card-font";
import { listSealed } from "../output/sealed-file";
import { themeColours } from "./theme-colours";
import { cardPlace, type CardPlace } from "./write-card";

/**
 * The social cards of one build: where each page's card is kept, and what the threads that draw the
 * missing ones need (card-drawer.ts). Made once per build, since the font and colours are read once.
 */
export interface PageCards {
  drawing: CardDrawing;
  /** Where drawn cards are kept. */
  folder: string;
  /** Where a page's card is kept in the cache, and whether it was there when the build started. */
  place(page: Pick<PageData, "title" | "theme">): CardPlace;
}

interface PageCardsOptions {
  /** Where the app lives: its stylesheets name the font and the theme colours. */
  appRoot: string;
  /** Where drawn cards are kept between builds. */
  cacheDir: string;
  identity: SiteIdentity;
}

/**
 * The code that draws cards and the resvg that draws their backgrounds: when either changes, every
 * card's key changes, as a change to the drawing changed the SVG that cards used to be keyed by.
 */
async function drawingHash(appRoot: string): Promise<string> {
  const folder = path.join(appRoot, "src/engine/social-card");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".ts")).sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(folder, file)))
      .update("\0");
  const resvg = createRequire(path.resolve(appRoot, "package.json")).resolve("@resvg/resvg-js/package.json");
  hash.update(await readFile(resvg));
  return hash.digest("hex");
}

/** Reads what the cards of a site are drawn from, and keys each card by what it shows. */
export async function createPageCards({ appRoot, cacheDir, identity }: PageCardsOptions): Promise<PageCards> {
  const [fontFile, css, code, inCache] = await Promise.all([
    readCardFont(appRoot),
    readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"),
    drawingHash(appRoot),
    listSealed(cacheDir, ".png"),
  ]);
  const drawing: CardDrawing = {
    font: fontFile,
    siteName: identity.name,
    domain: new URL(identity.url).hostname.replace(/^www\./, ""),
    themes: themeColours(css),
  };
  const font = openCardFont(fontFile);
  const themeKeys = new Map<string, string>();
  const themeKey = (theme: string) => {
    let key = themeKeys.get(theme);
    if (key === undefined) {
      const svg = themeBackgroundSvg(font, drawing, theme);
      themeKeys.set(theme, (key = createHash("sha256").update(`${code}\n${font.hash}\n${svg}`).digest("hex")));
    }
    return key;
  };
  return {
    drawing,
    folder: cacheDir,
    // The key is the theme's (the drawing code, the font, the picture without a title) and the
    // title's text: where its glyphs go follows from those alone, so the title is laid out only
    // when the card is drawn, not for every card a rebuild finds in the cache.
    place: (page) => cardPlace(`${themeKey(page.theme)}\n${page.title}`, cacheDir, inCache),
  };
}
