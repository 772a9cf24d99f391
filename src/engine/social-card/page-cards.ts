import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site-identity";
import { themeBackgroundSvg, type CardDrawing } from "./card-drawer";
import { openCardFont, readCardFont } from "./card-font";
import { themeColours } from "./theme-colours";

/** Where a card is kept in the cache (a PNG named by the hash of what it shows), and whether it is there. */
export interface CardPlace {
  file: string;
  hash: string;
  cached: boolean;
}

/** The social cards of one build: what the threads that draw them need, and where each page's card is kept. */
export interface PageCards {
  drawing: CardDrawing;
  place(page: Pick<PageData, "title" | "theme">): CardPlace;
}

/** The code that draws cards and the resvg that draws them: when either changes, so does every card's key. */
async function drawingHash(appRoot: string): Promise<string> {
  const [folder, hash] = [path.join(appRoot, "src/engine/social-card"), createHash("sha256")];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".ts")).sort())
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(folder, file)))
      .update("\0");
  const resvg = createRequire(path.resolve(appRoot, "package.json")).resolve("@resvg/resvg-js/package.json");
  return hash.update(await readFile(resvg)).digest("hex");
}

/**
 * Reads what a site's cards are drawn from (the font, the themes' colours), and keys each card by the
 * theme's key (the drawing code, the font, the picture without a title) and the title's text: where
 * the title's glyphs go follows from those, so a rebuild lays out no title to find its card.
 */
export async function createPageCards(options: {
  appRoot: string;
  cacheDir: string;
  identity: SiteIdentity;
}): Promise<PageCards> {
  const { appRoot, cacheDir, identity } = options;
  const [fontFile, css, code] = await Promise.all([
    readCardFont(appRoot),
    readFile(path.join(appRoot, "src/styles/themes.css"), "utf8"),
    drawingHash(appRoot),
  ]);
  const drawing: CardDrawing = {
    font: fontFile,
    siteName: identity.name,
    domain: new URL(identity.url).hostname.replace(/^www\./, ""),
    themes: themeColours(css),
  };
  const font = openCardFont(fontFile);
  const themeKeys = new Map<string, string>();
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  return {
    drawing,
    place: ({ theme, title }) => {
      let themeKey = themeKeys.get(theme);
      if (themeKey === undefined)
        themeKeys.set(theme, (themeKey = sha256(`${code}\n${font.hash}\n${themeBackgroundSvg(font, drawing, theme)}`)));
      const hash = sha256(`${themeKey}\n${title}`).slice(0, 32);
      const file = path.join(cacheDir, `${hash}.png`);
      return { file, hash, cached: existsSync(file) };
    },
  };
}

/**
 * Writes a drawn card into its place in the cache, whole: builds side by side may draw the same card,
 * each writes its own file and renames it into place. Synchronously: for a file this small, two calls
 * cost less than four round trips to the thread pool.
 */
export function writeCard(file: string, png: Uint8Array): void {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, png);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
    // The cache folder is made with the first card, not checked for with every card.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, png);
  }
  renameSync(partial, file);
}
