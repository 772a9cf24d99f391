import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "./site-kit";

/** What a run of npx blockpress migrate printed, and its exit status. */
export interface MigrateRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs npx blockpress migrate on a site, in a process of its own. */
export function runMigrate(root: string, ...args: string[]): Promise<MigrateRun> {
  return promisify(execFile)(
    process.execPath,
    [path.join(projectRoot, "bin/blockpress.mjs"), "migrate", root, ...args],
    { cwd: projectRoot },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (failure: MigrateRun) => ({ code: failure.code, stdout: failure.stdout, stderr: failure.stderr }),
  );
}
