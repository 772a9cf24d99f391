import { renderAsync } from "@resvg/resvg-js";
import { createHash, randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a card's PNG to `target`. Cards are kept in `cacheDir` by the hash of their SVG, so a page
 * whose card would look the same (same title, site name, colours, font and drawing) is not drawn
 * again; any change to what the card shows is a new SVG, and so a new drawing.
 */
export async function writeCard(svg: string, target: string, cacheDir: string): Promise<"drawn" | "cached"> {
  const cached = path.join(cacheDir, `${createHash("sha256").update(svg).digest("hex").slice(0, 32)}.png`);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await copyFile(cached, target);
    return "cached";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  // Drawn on the thread pool, while the next pages render. The card holds outlines only: no fonts to load.
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  await mkdir(cacheDir, { recursive: true });
  // Builds running side by side may draw the same card: each writes its own file, then renames it into place.
  const partial = `${cached}.${randomUUID()}.partial`;
  await writeFile(partial, png);
  await rename(partial, cached);
  await writeFile(target, png);
  return "drawn";
}
