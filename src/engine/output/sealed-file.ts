import { hash } from "node:crypto";
import { renameSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * A cache file that carries the hash of its bytes in its name: `<base>.<sha256><extension>`. Whoever
 * uses one checks the bytes against the name (output-tree.ts does as it copies), so a file cut short or
 * edited is a miss, made again, never published. The name alone is no proof against someone who writes
 * a whole new entry: docs/scale.md says who may write the caches.
 */
export interface SealedFile {
  file: string;
  hash: string;
}

export const contentHash = (bytes: string | Uint8Array): string => hash("sha256", bytes, "hex");

const sealedName = /^(.+)\.([0-9a-f]{64})(\.[a-z]+)$/;

/**
 * Writes `bytes` as the sealed file of `base` (a path without extension), aside first and then renamed
 * into place, so it is whole or absent even if the build is killed meanwhile. Returns its path.
 */
export function writeSealed(base: string, extension: string, bytes: string | Uint8Array, unique: string): string {
  const file = `${base}.${contentHash(bytes)}${extension}`;
  const partial = `${file}.${unique}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return file;
}

/** A sealed file's base name and hash, from its name; undefined for any other name or extension. */
function parseSealed(name: string, extension: string): { base: string; hash: string } | undefined {
  const match = sealedName.exec(name);
  return match?.[1] && match[2] && match[3] === extension ? { base: match[1], hash: match[2] } : undefined;
}

/** The base name of a sealed file with `extension`, or undefined for any other name. */
export const sealedBase = (name: string, extension: string): string | undefined => parseSealed(name, extension)?.base;

/** The sealed files with `extension` in a folder, by base name: one listing, not a look-up per file. */
export async function listSealed(folder: string, extension: string): Promise<Map<string, SealedFile>> {
  const found = new Map<string, SealedFile>();
  for (const name of await readdir(folder).catch(() => [])) {
    const sealed = parseSealed(name, extension);
    if (sealed) found.set(sealed.base, { file: path.join(folder, name), hash: sealed.hash });
  }
  return found;
}
