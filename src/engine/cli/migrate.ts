import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrateYaml } from "../migrate-yaml";
import { visibleEscapes } from "../terminal-text";

/**
 * `npm run migrate [root] [--check]`: rewrites every page under pages/ whose blocks are written in an
 * older shape, in place, keeping comments and formatting, and prints each change by file. Files with
 * nothing to change are not written. With --check nothing is written, and the exit status is 1 when
 * a file would change (for CI).
 */
async function migrate(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const root = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? process.cwd());

  const entries = await readdir(path.join(root, "pages"), { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();

  let changedFiles = 0;
  for (const file of files) {
    const text = await readFile(path.join(root, file), "utf8");
    const migrated = migrateYaml(text);
    if (migrated.changes.length === 0) continue;
    changedFiles++;
    for (const change of migrated.changes) console.log(visibleEscapes(`${file}:${change}`));
    if (!check) await writeFile(path.join(root, file), migrated.text);
  }

  if (changedFiles === 0) {
    console.log(`migrate: the ${files.length} page file(s) are in the current shape`);
  } else if (check) {
    console.error(`\nmigrate --check: ${changedFiles} file(s) are written in an older shape; run npm run migrate`);
    process.exit(1);
  } else {
    console.log(`\nmigrate: rewrote ${changedFiles} of ${files.length} page file(s)`);
  }
}

void migrate();
