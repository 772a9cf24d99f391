#!/usr/bin/env node
/* global process */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { engineCommands, runEngineCommand } from "../scripts/engine.mjs";

/**
 * `npx blockpress <command> [options]`. The engine's commands (validate, build, schema, migrate) run
 * from a bundle, which starts fastest; every other command, and the list of them all, is TypeScript
 * run through tsx (scripts/cli/commands.ts).
 */
const [command, ...args] = process.argv.slice(2);
if (engineCommands.includes(command)) {
  await runEngineCommand(command, args);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  const commands = path.resolve(import.meta.dirname, "../scripts/cli/commands.ts");
  await import(pathToFileURL(commands).href);
}
