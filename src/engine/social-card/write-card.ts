import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A card's picture in the cache, and whether this build drew it. */
export interface CachedCard {
  /** The PNG, named by the hash of what it shows: a file that never changes once written. */
  file: string;
  hash: string;
  drawn: boolean;
}

/**
 * Makes sure a card's PNG is in `cacheDir`. Cards are kept there by the hash of `key`, which names
 * everything the card shows and how it is drawn (page-cards.ts), so a page whose card would look the
 * same is not drawn again, and any change to what the card shows is a new key, and so a new drawing.
 */
export async function cachedCard(
  key: string,
  cacheDir: string,
  draw: () => Uint8Array | Promise<Uint8Array>,
): Promise<CachedCard> {
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 32);
  const file = path.join(cacheDir, `${hash}.png`);
  if (existsSync(file)) return { file, hash, drawn: false };
  const png = await draw();
  // Builds running side by side may draw the same card: each writes its own file, then renames it into place.
  // Written synchronously: a card is small, and two calls cost less than four round trips to the thread pool.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, png);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // The cache folder is made with the first card, not checked for with every card.
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(partial, png);
  }
  renameSync(partial, file);
  return { file, hash, drawn: true };
}
