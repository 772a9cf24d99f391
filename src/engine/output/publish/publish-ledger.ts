import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * What the builds of one output folder are, kept beside them in `.builds/<name>.publish.json`: the
 * build published at outDir, the spare that the next build may bring up to date, and, while a build is
 * being published, which one comes and which goes (publish-build.ts reads this to finish a publish that
 * a killed build left halfway). A build folder the ledger does not name is no build of ours: it is
 * removed, never reused or published.
 */
export interface Ledger {
  published?: string;
  spare?: string;
  publishing?: { next: string; previous?: string };
}

/** Where builds are kept, beside outDir. */
export function buildsFolder(outDir: string): string {
  return path.join(path.dirname(outDir), ".builds");
}

/** The start of the names of outDir's build folders: outDirs side by side keep their own. */
export function buildPrefix(outDir: string): string {
  return `${path.basename(outDir)}-build-`;
}

/** Whether `name` is a build folder's name as this version makes them, for outDir. */
function isBuildName(outDir: string, name: unknown): name is string {
  return (
    typeof name === "string" &&
    name.startsWith(buildPrefix(outDir)) &&
    /^\d+-\d+$/.test(name.slice(buildPrefix(outDir).length))
  );
}

/** Whether a folder is one of outDir's build folders, by where it is and its name. */
export function isOwnBuildFolder(outDir: string, folder: string): boolean {
  return path.dirname(folder) === buildsFolder(outDir) && isBuildName(outDir, path.basename(folder));
}

const ledgerFile = (outDir: string) => path.join(buildsFolder(outDir), `${path.basename(outDir)}.publish.json`);

/** An object's fields, or none for anything else: the ledger is read as the untrusted file it is. */
const fieldsOf = (value: unknown) =>
  new Map<string, unknown>(typeof value === "object" && value !== null ? Object.entries(value) : []);

/** The ledger of outDir's builds; empty when there is none or it cannot be read. Names elsewhere than a build folder are dropped. */
export async function readLedger(outDir: string): Promise<Ledger> {
  let read: unknown;
  try {
    read = JSON.parse(await readFile(ledgerFile(outDir), "utf8"));
  } catch {
    return {};
  }
  const name = (value: unknown) => (isBuildName(outDir, value) ? value : undefined);
  const fields = fieldsOf(read);
  const journal = fieldsOf(fields.get("publishing"));
  const next = name(journal.get("next"));
  return {
    published: name(fields.get("published")),
    spare: name(fields.get("spare")),
    publishing: next ? { next, previous: name(journal.get("previous")) } : undefined,
  };
}

/** Writes the ledger whole or not at all: aside, then renamed over the last one. */
export async function writeLedger(outDir: string, ledger: Ledger): Promise<void> {
  const file = ledgerFile(outDir);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, JSON.stringify(ledger));
  await rename(partial, file);
}
