import { renderAsync } from "@resvg/resvg-js";
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** A card's picture in the cache, and whether this build drew it. */
export interface CachedCard {
  /** The PNG, named by the hash of its SVG: a file that never changes once written. */
  file: string;
  hash: string;
  drawn: boolean;
}

/**
 * Makes sure a card's PNG is in `cacheDir`. Cards are kept there by the hash of their SVG, so a page
 * whose card would look the same (same title, site name, colours, font and drawing) is not drawn
 * again; any change to what the card shows is a new SVG, and so a new drawing.
 */
export async function cachedCard(svg: string, cacheDir: string): Promise<CachedCard> {
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 32);
  const file = path.join(cacheDir, `${hash}.png`);
  if (existsSync(file)) return { file, hash, drawn: false };
  // Drawn on the thread pool, while the pages render. The card holds outlines only: no fonts to load.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  await mkdir(cacheDir, { recursive: true });
  // Builds running side by side may draw the same card: each writes its own file, then renames it into place.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return { file, hash, drawn: true };
}
