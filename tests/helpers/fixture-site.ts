import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export const fixturesRoot = path.resolve(import.meta.dirname, "../fixtures");

/** Files of a bad-input case that describe it rather than lay over the base site. */
const caseFiles = new Set(["expected.txt", "expected-hint.txt", "removed.txt"]);

/**
 * A site in a fresh temporary folder: the valid base fixture, with a bad-input case's files laid over
 * it, and the base files its removed.txt lists (one path a line) taken away.
 */
export async function fixtureSite(badCase?: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "site-"));
  await cp(path.join(fixturesRoot, "base"), folder, { recursive: true });
  if (!badCase) return folder;
  const caseFolder = path.join(fixturesRoot, "bad", badCase);
  await cp(caseFolder, folder, {
    recursive: true,
    filter: (file) => !caseFiles.has(path.relative(caseFolder, file)),
  });
  const removed = await readFile(path.join(caseFolder, "removed.txt"), "utf8").catch(() => "");
  for (const file of removed.split("\n").filter((line) => line.trim() !== "")) {
    await rm(path.join(folder, file.trim()), { recursive: true });
  }
  return folder;
}
