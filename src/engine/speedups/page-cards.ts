import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import type { SiteIdentity } from "../site";
import { readCardDrawing, type CardDrawing } from "../social-card/card-drawer";
import { listSealed, writeSealed, type SealedFile } from "../output/sealed-file";

/** Where a card's picture is kept in the cache, and the entry there when there is one. */
export interface CardPlace {
  /** The entry's path but for the hash of its bytes and its extension (sealed-file.ts). */
  base: string;
  /** The hash of what the card shows: the card's version in the output. */
  hash: string;
  cached?: SealedFile;
}

/**
 * The social cards of one build: where each page's card is kept, and what the threads that draw the
 * missing ones need (social-card/). Made once per build, since the font and colours are read once.
 */
export interface PageCards {
  drawing: CardDrawing;
  /** Where drawn cards are kept. */
  folder: string;
  /** Where a page's card is kept in the cache, and whether it was there when the build started. */
  place(page: Pick<PageData, "title" | "palette">): CardPlace;
}

interface PageCardsOptions {
  /** Where the app lives: its stylesheets name the font and the theme colours. */
  appRoot: string;
  /** Where drawn cards are kept between builds. */
  cacheDir: string;
  identity: SiteIdentity;
}

/**
 * The packages cards are drawn with besides their code: resvg draws the backgrounds (its version, in its
 * package.json) and fontkit lays out and outlines text (its code: its exports hide its package.json).
 */
const drawingPackages = ["@resvg/resvg-js/package.json", "fontkit"];

/** The code that draws cards and the packages it draws with: when any of them changes, every card's key changes. */
async function drawingHash(appRoot: string): Promise<string> {
  const folder = path.join(appRoot, "src/engine/social-card");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".ts")).sort();
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(folder, file)))
      .update("\0");
  const require = createRequire(path.resolve(appRoot, "package.json"));
  for (const file of drawingPackages) hash.update(await readFile(require.resolve(file)));
  return hash.digest("hex");
}

/**
 * Reads what the cards of a site are drawn from, and keys each card by what it shows: cards are kept
 * in `cacheDir` by the hash of that key, so a page whose card would look the same is not drawn again,
 * and any change to what the card shows is a new key, and so a new drawing.
 */
export async function createPageCards({ appRoot, cacheDir, identity }: PageCardsOptions): Promise<PageCards> {
  const [drawing, code, inCache] = await Promise.all([
    readCardDrawing(appRoot, identity),
    drawingHash(appRoot),
    listSealed(cacheDir, ".png"),
  ]);
  const font = createHash("sha256").update(drawing.font).digest("hex");
  const site = [code, font, drawing.siteName, drawing.domain];
  return {
    drawing,
    folder: cacheDir,
    // The key is what the card is drawn from: the drawing code, the font, the site's name and address,
    // the theme's colours and the title's text. Where its glyphs go follows from those alone, so the
    // title is laid out only when the card is drawn, not for every card a rebuild finds in the cache.
    place: (page) => {
      const shown = JSON.stringify([site, page.palette, page.title]);
      const hash = createHash("sha256").update(shown).digest("hex").slice(0, 32);
      return { base: path.join(cacheDir, hash), hash, cached: inCache.get(hash) };
    },
  };
}

/**
 * Writes a drawn card into its place in the cache, and returns its file. Builds running side by side
 * may draw the same card: each writes its own file, then renames it into place. Written synchronously:
 * a card is small, and two calls cost less than four round trips to the thread pool.
 */
export function writeCard(base: string, png: Uint8Array): string {
  const unique = randomUUID();
  try {
    return writeSealed(base, ".png", png, unique);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // The cache folder is made with the first card, not checked for with every card.
    mkdirSync(path.dirname(base), { recursive: true });
    return writeSealed(base, ".png", png, unique);
  }
}
