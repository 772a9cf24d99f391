import { lstat, mkdir, readdir, readlink, rename, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { hasMarker } from "./output-marker";
import { buildPrefix, buildsFolder, isOwnBuildFolder, readLedger, writeLedger, type Ledger } from "./publish-ledger";

/**
 * How a finished build takes the place of the last one. Every build is made in a folder of its own
 * under `<outDir's folder>/.builds/`. Publishing moves the published site out of outDir, back into its
 * build's folder, then moves the new build's site in: two renames, and outDir is a plain folder that
 * `cp -r`, `tar` and `find` take as it is. Before the first rename the ledger (publish-ledger.ts) says
 * which build comes and which goes, and every build command first finishes a publish that a killed
 * build left halfway (recoverPublish): outDir is whole, old or new, whenever no build is running.
 * The build published before is kept as the spare, which the next build brings up to date
 * (output-tree.ts). Callers hold the output's lock (output-lock.ts): one build of an outDir at a time.
 */

const siteOf = (outDir: string, build: string) => path.join(buildsFolder(outDir), build, "site");

async function kindOf(file: string): Promise<"link" | "folder" | "other" | "none"> {
  const info = await lstat(file).catch(() => undefined);
  if (!info) return "none";
  if (info.isSymbolicLink()) return "link";
  return info.isDirectory() ? "folder" : "other";
}

/** A new, empty build folder, named for outDir, the time and this process. */
async function freshBuildFolder(outDir: string): Promise<string> {
  const builds = buildsFolder(outDir);
  await mkdir(builds, { recursive: true });
  for (let time = Date.now(); ; time++) {
    const folder = path.join(builds, `${buildPrefix(outDir)}${time}-${process.pid}`);
    try {
      await mkdir(folder);
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * A folder for a new build: the spare renamed, when asked to reuse it and the ledger names one, so the
 * build changes only what changed (output-tree.ts checks every file it keeps); else a new, empty one.
 */
export async function newBuildFolder(outDir: string, options: { reuse?: boolean } = {}): Promise<string> {
  const folder = await freshBuildFolder(outDir);
  const { spare } = options.reuse ? await readLedger(outDir) : {};
  // A folder that is empty may be renamed over: it stays empty when the spare is gone.
  if (spare) await rename(path.join(buildsFolder(outDir), spare), folder).catch(() => undefined);
  return folder;
}

/** Where the published site goes when it leaves outDir: back into its build's folder, or a new one. */
async function previousFolder(outDir: string, { published }: Ledger): Promise<string> {
  const emptied =
    published !== undefined &&
    (await kindOf(siteOf(outDir, published))) === "none" &&
    (await kindOf(path.join(buildsFolder(outDir), published))) === "folder";
  return emptied ? published : path.basename(await freshBuildFolder(outDir));
}

/**
 * The steps that make `siteDir` (a new build's site) the site at outDir, in order. A build killed
 * between any two leaves the ledger saying how to make outDir whole (recoverPublish). Apart so that
 * each moment between them can be tested.
 */
export async function publishSteps(siteDir: string, outDir: string): Promise<(() => Promise<void>)[]> {
  const next = path.basename(path.dirname(siteDir));
  if (!isOwnBuildFolder(outDir, path.dirname(siteDir))) throw new Error(`${siteDir} is not a build of ${outDir}`);
  const kind = await kindOf(outDir);
  // The build checks this before it starts (output-path.ts); anything else at outDir is never removed.
  if (kind === "other" || (kind === "folder" && (await readdir(outDir)).length > 0 && !hasMarker(outDir)))
    throw new Error(`${outDir} holds what no build wrote: it is left as it is`);
  const ledger = await readLedger(outDir);
  const previous = kind === "folder" ? await previousFolder(outDir, ledger) : undefined;
  return [
    () => writeLedger(outDir, { ...ledger, publishing: { next, previous } }),
    // A link is what earlier versions published: outDir led to their build.
    () => (kind === "link" ? unlink(outDir) : previous ? rename(outDir, siteOf(outDir, previous)) : Promise.resolve()),
    () => rename(siteDir, outDir),
    () => writeLedger(outDir, { published: next, spare: previous }),
    () => removeUnpublished(outDir),
  ];
}

/** Makes `siteDir` (a new build's site) the site at outDir, then removes the builds no longer needed. */
export async function publishBuild(siteDir: string, outDir: string): Promise<void> {
  for (const step of await publishSteps(siteDir, outDir)) await step();
}

/**
 * Finishes a publish that a killed build left halfway. Stopped before outDir moved, it keeps the site
 * it had; stopped between the two renames, when outDir is missing, the new site, whole, goes in.
 */
export async function recoverPublish(outDir: string): Promise<void> {
  const ledger = await readLedger(outDir);
  const journal = ledger.publishing;
  if (!journal) return;
  const outDirThere = (await kindOf(outDir)) !== "none";
  if ((await kindOf(siteOf(outDir, journal.next))) === "folder") {
    if (outDirThere) return writeLedger(outDir, { published: ledger.published, spare: ledger.spare });
    await rename(siteOf(outDir, journal.next), outDir);
  }
  await writeLedger(outDir, { published: journal.next, spare: journal.previous });
}

/** The build folder outDir leads to, when it is a link that an earlier version published. */
async function linkedBuild(outDir: string): Promise<string | undefined> {
  if ((await kindOf(outDir)) !== "link") return undefined;
  const folder = path.dirname(path.resolve(path.dirname(outDir), await readlink(outDir)));
  return isOwnBuildFolder(outDir, folder) ? path.basename(folder) : undefined;
}

/**
 * Removes every build folder of outDir that the ledger does not name: what killed builds left behind,
 * the spare of the publish before, and any folder that no build of ours recorded.
 */
export async function removeUnpublished(outDir: string): Promise<void> {
  const builds = buildsFolder(outDir);
  const { published, spare, publishing } = await readLedger(outDir);
  const kept = new Set([published, spare, publishing?.next, publishing?.previous, await linkedBuild(outDir)]);
  const entries = await readdir(builds).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith(buildPrefix(outDir)) && !kept.has(entry))
      .map((entry) => rm(path.join(builds, entry), { recursive: true, force: true })),
  );
}
