import { rmSync } from "node:fs";
import { cp, mkdir, mkdtemp, realpath } from "node:fs/promises";
import path from "node:path";

/**
 * Copies a built site to a new folder under `parent`, removed when this process exits. Others may
 * build while the bench runs, and dist/ is then swapped for their build; every figure should be of
 * the one build the bench made.
 */
export async function snapshotSite(distDir: string, parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const copy = await mkdtemp(path.join(parent, "site-"));
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  await cp(await realpath(distDir), copy, { recursive: true });
  return copy;
}
