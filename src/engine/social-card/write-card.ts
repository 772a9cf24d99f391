import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a card's picture is kept in the cache, and whether it is there already. */
export interface CardPlace {
  /** The PNG, named by the hash of what it shows: a file that never changes once written. */
  file: string;
  hash: string;
  cached: boolean;
}

/**
 * Cards are kept in `cacheDir` by the hash of `key`, which names everything the card shows and how
 * it is drawn (page-cards.ts), so a page whose card would look the same is not drawn again, and any
 * change to what the card shows is a new key, and so a new drawing.
 */
export function cardPlace(key: string, cacheDir: string): CardPlace {
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 32);
  const file = path.join(cacheDir, `${hash}.png`);
  return { file, hash, cached: existsSync(file) };
}

/**
 * Writes a drawn card into its place in the cache. Builds running side by side may draw the same
 * card: each writes its own file, then renames it into place. Written synchronously: a card is small,
 * and two calls cost less than four round trips to the thread pool.
 */
export function writeCard(file: string, png: Uint8Array): void {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, png);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // The cache folder is made with the first card, not checked for with every card.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, png);
  }
  renameSync(partial, file);
}
