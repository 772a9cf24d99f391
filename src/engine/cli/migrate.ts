import { writeFile } from "node:fs/promises";
import path from "node:path";
import { formatError } from "../errors/site-error";
import { migratePageFile, type MigratedFile } from "../migrate/migrate-yaml";
import { findPageFiles } from "../read/read-site";
import { readPageFile } from "../read/read-file";
import { visibleEscapes } from "../errors/terminal-text";
import { readCommandLine, type CommandSpec } from "./command-line";

const migrateCommand: CommandSpec = {
  usage: "npm run migrate --",
  summary:
    "Rewrites the pages whose blocks are written in an older shape, in place, keeping comments and layout; prints each change.",
  positionals: [{ name: "site", description: "the site's folder (this folder when none is given)" }],
  options: {
    check: { type: "boolean", description: "write nothing; exit 1 when a page would change (for CI)" },
  },
  examples: ["npm run migrate -- --check", "npm run migrate"],
};

/** Why a file is left as it is, a line each: the errors validation reports, or why a change would not be safe. */
function reasonsLeft(file: string, migrated: Exclude<MigratedFile, { changes: string[] }>): string[] {
  return "unreadable" in migrated
    ? migrated.unreadable.map(formatError)
    : migrated.refused.map((line) => visibleEscapes(`${file}:${line}`));
}

/**
 * `npm run migrate [root] [--check]`: rewrites every page under pages/ whose blocks are written in an
 * older shape, in place, keeping comments and formatting, and prints each change by file. Files with
 * nothing to change are not written. A file that validation refuses, or whose change would not be
 * safe, is left as it is and reported at its place, and the exit status is 1. With --check nothing is
 * written, and the exit status is 1 when a file would change (for CI).
 */
async function migrate(): Promise<void> {
  const { values, positionals } = readCommandLine(migrateCommand);
  const check = values.check === true;
  const root = path.resolve(positionals[0] ?? process.cwd());

  const { pages, errors } = await findPageFiles(root);
  for (const error of errors) console.error(formatError(error));
  let changedFiles = 0;
  let leftFiles = errors.length;
  for (const page of pages) {
    const migrated = migratePageFile(page.file, readPageFile(page));
    if (!("changes" in migrated)) {
      leftFiles++;
      for (const line of reasonsLeft(page.file, migrated)) console.error(line);
      continue;
    }
    if (migrated.changes.length === 0) continue;
    changedFiles++;
    for (const change of migrated.changes) console.log(visibleEscapes(`${page.file}:${change}`));
    if (!check) await writeFile(page.path, migrated.text);
  }

  const files = pages.length + errors.length;
  if (leftFiles > 0) {
    const done = check ? `${changedFiles} file(s) would change` : `rewrote ${changedFiles} of ${files} page file(s)`;
    console.error(`\nmigrate: ${done}; ${leftFiles} left as they are, for the reasons above`);
    process.exit(1);
  } else if (changedFiles === 0) {
    console.log(`migrate: the ${files} page file(s) are in the current shape`);
  } else if (check) {
    console.error(`\nmigrate --check: ${changedFiles} file(s) are written in an older shape; run npm run migrate`);
    process.exit(1);
  } else {
    console.log(`\nmigrate: rewrote ${changedFiles} of ${files} page file(s)`);
  }
}

void migrate();
