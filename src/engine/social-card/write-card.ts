import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { writeSealed, type SealedFile } from "../output/sealed-file";

/** Where a card's picture is kept in the cache, and the entry there when there is one. */
export interface CardPlace {
  /** The entry's path but for the hash of its bytes and its extension (sealed-file.ts). */
  base: string;
  /** The hash of what the card shows: the card's version in the output. */
  hash: string;
  cached?: SealedFile;
}

/**
 * Cards are kept in `cacheDir` by the hash of `key`, which names everything the card shows and how
 * it is drawn (page-cards.ts), so a page whose card would look the same is not drawn again, and any
 * change to what the card shows is a new key, and so a new drawing. `inCache` lists the cards there.
 */
export function cardPlace(key: string, cacheDir: string, inCache: ReadonlyMap<string, SealedFile>): CardPlace {
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return { base: path.join(cacheDir, hash), hash, cached: inCache.get(hash) };
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
