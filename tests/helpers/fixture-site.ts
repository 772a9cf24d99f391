import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export const fixturesRoot = path.resolve(import.meta.dirname, "../fixtures");

/** A site in a fresh temporary folder: the valid base fixture, with a bad-input case's files laid over it. */
export async function fixtureSite(badCase?: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "site-"));
  await cp(path.join(fixturesRoot, "base"), folder, { recursive: true });
  if (badCase)
    await cp(path.join(fixturesRoot, "bad", badCase), folder, {
      recursive: true,
      filter: (file) => !file.endsWith("expected.txt"),
    });
  return folder;
}
