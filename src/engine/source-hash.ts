import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * What the built code is made from, relative to the app root: the blocks, shell, islands, styles and
 * renderer under src/, the schemas, the build's configuration, and the locked dependency versions.
 * The engine itself lives under src/engine, so its version is in here too.
 */
export const codeInputs = [
  "src",
  "schema",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/engine.mjs",
  "scripts/engine-bundle.mjs",
];

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const found = await readdir(path.join(root, entry), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOTDIR") return undefined;
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  if (!found) return [entry];
  return found
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)).split(path.sep).join("/"));
}

/**
 * A hash of every code input's path and bytes: equal hashes mean the client and server builds would
 * come out the same, so a build can reuse the ones it made last time instead of running Vite.
 */
export async function sourceHash(appRoot: string): Promise<string> {
  const files = (await Promise.all(codeInputs.map((entry) => filesUnder(appRoot, entry)))).flat().sort();
  const hash = createHash("sha256");
  const contents = await Promise.all(files.map((file) => readFile(path.join(appRoot, file))));
  files.forEach((file, index) => {
    hash.update(`${file}\0`);
    hash.update(contents[index] ?? "");
    hash.update("\0");
  });
  return hash.digest("hex").slice(0, 32);
}
