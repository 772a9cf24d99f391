import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { isRunning } from "./process-running";
import { buildsFolder } from "./publish-ledger";

/**
 * One build of an output folder at a time. Two at once could each read the site at a different moment
 * and publish in the other order, the older content last. The lock is a file beside the builds,
 * holding the process id of the build that made it; it is stale once that process is gone (killed),
 * and the next build takes it over. A build that finds it held by a running build waits for it
 * (docs/decisions.md, "Two builds of one output").
 */
export function lockFile(outDir: string): string {
  return path.join(buildsFolder(outDir), `${path.basename(outDir)}.lock`);
}

/** The lock file's holder, and the file itself by its inode; undefined when there is no lock file. */
function readHolder(file: string): { pid: number; inode: number } | undefined {
  let fd;
  try {
    fd = openSync(file, "r");
  } catch {
    return undefined;
  }
  try {
    return { pid: Number(readFileSync(fd, "utf8").trim()), inode: fstatSync(fd).ino };
  } finally {
    closeSync(fd);
  }
}

/**
 * Makes the lock file, whole, if there is none: written aside, then linked into place, which fails
 * when the file exists. Returns its inode, or undefined when another process holds the lock.
 */
function tryLock(file: string): number | undefined {
  const mine = `${file}.${process.pid}.new`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    linkSync(mine, file);
    return statSync(mine).ino;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return undefined;
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Removes a lock whose process is gone. It is renamed aside first, which only one process can do; if
 * what was renamed is no longer the stale lock (another build took it over meanwhile), it goes back.
 */
function takeOverStale(file: string, inode: number): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: another build took it over
  }
  try {
    if (statSync(aside).ino !== inode) linkSync(aside, file);
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Takes the lock on building outDir, waiting while another running process holds it (`onWait` is told
 * once, with its process id). Returns what releases it.
 */
export async function lockOutput(outDir: string, onWait: (holder: number) => void): Promise<() => void> {
  const file = lockFile(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  let told = false;
  for (;;) {
    const inode = tryLock(file);
    if (inode !== undefined)
      return () => {
        if (readHolder(file)?.inode === inode) rmSync(file, { force: true });
      };
    const holder = readHolder(file);
    if (!holder) continue; // released meanwhile
    if (holder.pid === process.pid) throw new Error(`this process holds the lock on ${outDir} already`);
    if (!(holder.pid > 0 && isRunning(holder.pid))) {
      takeOverStale(file, holder.inode);
      continue;
    }
    if (!told) onWait(holder.pid);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
