import { writeFile } from "node:fs/promises";
import path from "node:path";
import { formatError } from "../errors/site-error";
import { migratePageFile, type MigratedFile } from "../migrate/migrate-yaml";
import { findPageFiles } from "../read/read-site";
import { readPageFile } from "../read/read-file";
import { visibleEscapes } from "../errors/terminal-text";
import { readCommandLine, type CommandSpec } from "./command-line";
import { coloursFor } from "./terminal-colours";

const migrateCommand: CommandSpec = {
  usage: "npx blockpress migrate",
  summary:
    "Lists the changes that would bring pages written in an older shape up to date; with --write, makes them in place, keeping comments and layout.",
  positionals: [{ name: "site", description: "the site's folder (this folder when none is given)" }],
  options: {
    write: { type: "boolean", description: "rewrite the pages in place; without it, nothing is written" },
    check: { type: "boolean", description: "write nothing, and exit 1 when a page would change (for CI)" },
  },
  examples: ["npx blockpress migrate", "npx blockpress migrate --write", "npx blockpress migrate --check"],
};

/** Why a file is left as it is, a line each: the errors validation reports, or why a change would not be safe. */
function reasonsLeft(file: string, migrated: Exclude<MigratedFile, { changes: string[] }>): string[] {
  return "unreadable" in migrated
    ? migrated.unreadable.map((error) => formatError(error, coloursFor(process.stderr)))
    : migrated.refused.map((line) => visibleEscapes(`${file}:${line}`));
}

/** The last line of a run: what was done or would be done, and the exit status it ends with. */
function summary(mode: "report" | "write" | "check", files: number, changed: number, left: number): [string, number] {
  const leftLine = left > 0 ? `; ${left} left as they are, for the reasons above` : "";
  if (mode === "write") return [`migrate: rewrote ${changed} of ${files} page file(s)${leftLine}`, left > 0 ? 1 : 0];
  if (changed === 0 && left === 0) return [`migrate: the ${files} page file(s) are in the current shape`, 0];
  const would = `migrate: ${changed} of ${files} page file(s) would change${leftLine}`;
  const next = changed > 0 ? "; nothing was written: npx blockpress migrate --write makes the changes above" : "";
  return [`${would}${next}`, left > 0 || (mode === "check" && changed > 0) ? 1 : 0];
}

/**
 * `npx blockpress migrate [root] [--write | --check]`: lists, by file, the changes that would bring
 * every page under pages/ whose blocks are written in an older shape up to date, and writes nothing:
 * a mistyped option or a forgotten flag never rewrites a page. With --write it makes them in place,
 * keeping comments and formatting; files with nothing to change are not written. A file that
 * validation refuses, or whose change would not be safe, is left as it is and reported at its place,
 * and the exit status is 1. With --check the exit status is 1 also when a file would change (for CI).
 */
async function migrate(): Promise<void> {
  const { values, positionals } = readCommandLine(migrateCommand);
  if (values.write === true && values.check === true) {
    console.error("migrate: --write and --check ask for opposite things; give one (npx blockpress migrate --help)");
    process.exit(2);
  }
  const mode = values.write === true ? "write" : values.check === true ? "check" : "report";
  const root = path.resolve(positionals[0] ?? process.cwd());

  const { pages, errors } = await findPageFiles(root);
  for (const error of errors) console.error(formatError(error, coloursFor(process.stderr)));
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
    if (mode === "write") await writeFile(page.path, migrated.text);
  }

  const [line, status] = summary(mode, pages.length + errors.length, changedFiles, leftFiles);
  if (status === 0) console.log(changedFiles > 0 || leftFiles > 0 ? `\n${line}` : line);
  else console.error(`\n${line}`);
  process.exit(status);
}

void migrate();
