import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Every file under a folder and its bytes (as latin1 text, so any bytes compare), by path, sorted. */
export async function fileTree(folder: string): Promise<Map<string, string>> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(folder, file), await readFile(file, "latin1")] as const;
      }),
  );
  return new Map(entries.sort(([a], [b]) => a.localeCompare(b)));
}
