import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the built code is made from, relative to the app root: the blocks, shell, islands, styles and
 * renderer under src/, the schemas, the build's configuration, and the locked dependency versions.
 * The engine itself lives under src/engine, so its version is in here too.
 */
export const codeInputs = [
  "src",
  "schema",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/engine.mjs",
  "scripts/engine-bundle.mjs",
];

function filesUnder(root: string, entry: string): string[] {
  let found;
  try {
    found = readdirSync(path.join(root, entry), { recursive: true, withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") return [entry];
    if (code === "ENOENT") return [];
    throw error;
  }
  return found
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)).split(path.sep).join("/"));
}

/**
 * A hash of every code input's path and bytes: equal hashes mean the client and server builds would
 * come out the same, so a build can reuse the ones it made last time instead of running Vite. The
 * files are read one after another: for a few hundred small files that is several times faster than
 * reading them concurrently through promises, and every command waits for this hash.
 */
export function sourceHash(appRoot: string): string {
  const files = codeInputs.flatMap((entry) => filesUnder(appRoot, entry)).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(appRoot, file)));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}
