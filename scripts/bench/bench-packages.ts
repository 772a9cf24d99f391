import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * bench/: a package of its own for what the bench alone needs (Lighthouse, and the site builders it
 * is measured against), some hundreds of packages that building a site does not. The first bench run
 * that needs one installs them all there, from bench/package-lock.json.
 */
export const benchPackageFolder = path.resolve(fileURLToPath(import.meta.url), "../../../bench");

/** bench/node_modules, with `packages` installed in it (`what` says which, once, while it installs). */
export function benchNodeModules(packages: string[], what: string): string {
  const nodeModules = path.join(benchPackageFolder, "node_modules");
  if (packages.some((name) => !existsSync(path.join(nodeModules, name, "package.json")))) {
    console.error(`[bench] installing ${what} into bench/ (once)`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: benchPackageFolder, stdio: "inherit" });
  }
  return nodeModules;
}
