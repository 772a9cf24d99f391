import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { isReusable } from "./output-tree";
import { isRunning } from "./process-running";

/**
 * How a finished build takes the place of the last one without a moment when there is none:
 * every build lives in a folder of its own under `<outDir's folder>/.builds/`, and outDir is a
 * symbolic link to the current one. Publishing points a fresh link at the new build and renames it
 * over outDir: one rename, which the system does atomically, so a build killed at any point leaves
 * outDir whole, old or new. Builds are named after their outDir, so outDirs side by side (the shards
 * of one build) keep each their own. The build published before the current one is kept as a spare:
 * the next build takes it over and changes only what changed (output-tree.ts).
 */

/** Where builds are kept, beside outDir. */
export function buildsFolder(outDir: string): string {
  return path.join(path.dirname(outDir), ".builds");
}

async function kindOf(file: string): Promise<"link" | "folder" | "none"> {
  const info = await lstat(file).catch(() => undefined);
  if (!info) return "none";
  return info.isSymbolicLink() ? "link" : "folder";
}

/** The start of the names of outDir's builds; earlier versions named every build "build-<time>-<pid>". */
function buildPrefix(outDir: string): string {
  return `${path.basename(outDir)}-build-`;
}

function isBuildOf(outDir: string, entry: string): boolean {
  const name = path.basename(outDir);
  return entry.startsWith(`${name}-build-`) || entry.startsWith(`${name}-link-`) || /^build-\d+-\d+$/.test(entry);
}

/** The time and process in a build folder's name. */
function nameParts(entry: string): { time: number; pid: number } {
  const match = /-(\d+|previous)-(\d+)$/.exec(entry);
  return { time: Number(match?.[1]) || 0, pid: Number(match?.[2]) };
}

/** The published build's folder, if outDir is a link to one. */
async function publishedFolder(outDir: string): Promise<string> {
  return (await kindOf(outDir)) === "link" ? path.resolve(path.dirname(outDir), await readlink(outDir)) : "";
}

/**
 * The spare: the newest whole build of outDir that is neither published nor still being made. A build
 * may bring it up to date instead of writing every file anew.
 */
async function spareBuild(outDir: string): Promise<string | undefined> {
  const builds = buildsFolder(outDir);
  const published = await publishedFolder(outDir);
  const entries = (await readdir(builds).catch(() => [])).filter((entry) => entry.startsWith(buildPrefix(outDir)));
  const spares = entries
    .map((entry) => ({ folder: path.join(builds, entry), ...nameParts(entry) }))
    .filter(
      ({ folder, pid }) => !holds(published, folder) && (pid === process.pid || !isRunning(pid)) && isReusable(folder),
    )
    .sort((a, b) => b.time - a.time);
  return spares[0]?.folder;
}

function holds(published: string, folder: string): boolean {
  return published === folder || published.startsWith(folder + path.sep);
}

/**
 * A folder for a new build, named so that a later run can tell whose it is: the spare build renamed,
 * when there is one (the rename fails if another build took it first), or a new, empty folder.
 */
export async function newBuildFolder(outDir: string, options: { reuse?: boolean } = {}): Promise<string> {
  const folder = path.join(buildsFolder(outDir), `${buildPrefix(outDir)}${Date.now()}-${process.pid}`);
  const spare = options.reuse ? await spareBuild(outDir) : undefined;
  if (
    spare &&
    (await rename(spare, folder).then(
      () => true,
      () => false,
    ))
  )
    return folder;
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Makes `build` the published site at outDir, atomically, then removes the builds no longer
 * published. An outDir left as a plain folder by an older version is moved into the builds folder first.
 */
export async function publishBuild(build: string, outDir: string): Promise<void> {
  const builds = buildsFolder(outDir);
  if ((await kindOf(outDir)) === "folder")
    await rename(outDir, path.join(builds, `${buildPrefix(outDir)}previous-${process.pid}`));
  const link = path.join(builds, `${path.basename(outDir)}-link-${process.pid}`);
  await rm(link, { force: true });
  await symlink(path.relative(path.dirname(outDir), build), link);
  await rename(link, outDir);
  await removeUnpublished(outDir);
}

/**
 * Removes every build of outDir but the published one and the spare, including what killed builds
 * left behind, but never the folder of a build still running in another process, nor the builds of
 * other outDirs.
 */
export async function removeUnpublished(outDir: string): Promise<void> {
  const builds = buildsFolder(outDir);
  const published = await publishedFolder(outDir);
  const spare = await spareBuild(outDir);
  const entries = await readdir(builds).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => isBuildOf(outDir, entry))
      .map(async (entry) => {
        const folder = path.join(builds, entry);
        const { pid } = nameParts(entry);
        if (folder === spare || holds(published, folder) || (pid !== process.pid && isRunning(pid))) return;
        await rm(folder, { recursive: true, force: true });
      }),
  );
}
