import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * How a finished build takes the place of the last one without a moment when there is none:
 * every build lives in a folder of its own under `<outDir's folder>/.builds/`, and outDir is a
 * symbolic link to the current one. Publishing points a fresh link at the new build and renames it
 * over outDir: one rename, which the system does atomically, so a build killed at any point leaves
 * outDir whole, old or new. Builds are named after their outDir, so outDirs side by side (the shards
 * of one build) keep each their own.
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

/** A folder for a new build, named so that a later run can tell whose it is. */
export async function newBuildFolder(outDir: string): Promise<string> {
  const folder = path.join(buildsFolder(outDir), `${buildPrefix(outDir)}${Date.now()}-${process.pid}`);
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

/** Whether a process that left a folder behind is still running (a build in progress must be left alone). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes every build of outDir but the published one, including what killed builds left behind, but
 * never the folder of a build still running in another process, nor the builds of other outDirs.
 */
export async function removeUnpublished(outDir: string): Promise<void> {
  const builds = buildsFolder(outDir);
  const published = (await kindOf(outDir)) === "link" ? path.resolve(path.dirname(outDir), await readlink(outDir)) : "";
  const entries = await readdir(builds).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => isBuildOf(outDir, entry))
      .map(async (entry) => {
        const folder = path.join(builds, entry);
        const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
        const holdsPublished = published === folder || published.startsWith(folder + path.sep);
        if (holdsPublished || (pid !== process.pid && isRunning(pid))) return;
        await rm(folder, { recursive: true, force: true });
      }),
  );
}
