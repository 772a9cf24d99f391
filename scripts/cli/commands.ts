import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { nearest } from "../../src/engine/errors/did-you-mean";
import { visibleEscapes } from "../../src/engine/errors/terminal-text";

/**
 * Every command of `npx blockpress`, what it does in a line, and, for the commands that are not the
 * engine's (bin/blockpress.mjs runs those from a bundle), the script that runs it. Each command
 * reads its own options and answers its own --help (src/engine/cli/command-line.ts).
 */
const commands: readonly { name: string; summary: string; script?: string }[] = [
  { name: "dev", summary: "serve the site while you edit it; pages reload as their files change", script: "dev.ts" },
  { name: "build", summary: "validate the site, then build it into dist/" },
  { name: "preview", summary: "serve the built site in dist/ as a static host does", script: "serve.ts" },
  { name: "validate", summary: "check every page and content file; each problem with its file, line and column" },
  { name: "new", summary: "write a starter page at a route", script: "new-page/cli.ts" },
  { name: "studio", summary: "edit the pages in the browser, with a live preview", script: "studio/cli.ts" },
  { name: "migrate", summary: "report the pages written in an older shape; --write rewrites them" },
  {
    name: "generate",
    summary: "write every generated file: registries, JSON Schemas, docs, pictures",
    script: "generate/generate.ts",
  },
  { name: "schema", summary: "write the JSON Schemas that editors read for autocompletion" },
  { name: "docs", summary: "write the documents generated from the schemas", script: "docs/generate.ts" },
  { name: "bench", summary: "measure the performance budgets", script: "bench/run.ts" },
];

const appRoot = path.resolve(import.meta.dirname, "../..");

function version(): string {
  const { version } = JSON.parse(readFileSync(path.join(appRoot, "package.json"), "utf8")) as { version: string };
  return version;
}

function help(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    `Blockpress ${version()}: pages from YAML files of typed blocks.`,
    "",
    "usage: npx blockpress <command> [options]",
    "",
    "commands:",
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "options:",
    "  --help     show this help; after a command, that command's options",
    "  --version  show the version",
    "",
    "examples:",
    "  npx blockpress dev",
    "  npx blockpress build --help",
  ].join("\n");
}

/** Runs a command's script in this process, as if node had been given it with the arguments. */
async function runScript(script: string, args: readonly string[]): Promise<void> {
  const file = path.join(appRoot, "scripts", script);
  process.argv = [process.argv[0] ?? process.execPath, file, ...args];
  await import(pathToFileURL(file).href);
}

const [name, ...args] = process.argv.slice(2);
const command = commands.find((candidate) => candidate.name === name);
if (command?.script) {
  await runScript(command.script, args);
} else if (name === undefined || name === "--help" || name === "-h" || name === "help") {
  console.log(help());
} else if (name === "--version" || name === "-v") {
  console.log(`blockpress ${version()}`);
} else {
  const [guess] = nearest(
    name,
    commands.map((candidate) => candidate.name),
    1,
  );
  const said = name.startsWith("-") ? `unknown option ${name}` : `unknown command ${JSON.stringify(name)}`;
  console.error(
    `${visibleEscapes(said)}${guess ? `; did you mean ${guess}?` : ""} (npx blockpress --help lists the commands)`,
  );
  process.exit(2);
}
