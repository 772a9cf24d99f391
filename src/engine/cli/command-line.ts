import { parseArgs } from "node:util";
import { nearest } from "../errors/did-you-mean";
import { visibleEscapes } from "../errors/terminal-text";

/** One option of a command, as its help shows it. */
export interface CommandOption {
  type: "string" | "boolean";
  description: string;
  /** What the value stands for in the help: `--format <format>`. */
  value?: string;
  /** The values allowed, when they are few: anything else is refused. */
  choices?: readonly string[];
}

/** What a command takes, and what its help says: the one place a command's arguments are declared. */
export interface CommandSpec {
  /** How the command is run: "npm run build --". */
  usage: string;
  summary: string;
  /** Words it takes without a name, in order, each with what it is; the last may be `many`. */
  positionals: readonly { name: string; description: string; many?: boolean }[];
  options: Readonly<Record<string, CommandOption>>;
  examples: readonly string[];
}

export interface CommandLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** The command's help: what it does, how it is called, each option on a line, and examples. */
function commandHelp(spec: CommandSpec): string {
  const words = spec.positionals.map((word) => `[${word.name}${word.many ? "..." : ""}]`).join(" ");
  const named = Object.entries(spec.options).map(([name, option]) => ({
    left: `--${name}${option.type === "string" ? ` <${option.value ?? "value"}>` : ""}`,
    right: option.choices ? `${option.description} (${option.choices.join(", ")})` : option.description,
  }));
  const rows = [
    ...spec.positionals.map((word) => ({ left: word.name, right: word.description })),
    ...named,
    { left: "--help", right: "show this help" },
  ];
  const width = Math.max(...rows.map((row) => row.left.length));
  return [
    spec.summary,
    "",
    `usage: ${spec.usage} [options]${words ? ` ${words}` : ""}`,
    "",
    ...rows.map((row) => `  ${row.left.padEnd(width)}  ${row.right}`),
    "",
    "examples:",
    ...spec.examples.map((example) => `  ${example}`),
  ].join("\n");
}

/** Why the arguments do not fit the command, in one line; undefined when they do. */
function mistake(spec: CommandSpec, args: readonly string[]): string | undefined {
  const names = Object.keys(spec.options);
  for (const arg of args) {
    if (arg === "--") break;
    if (!arg.startsWith("-") || arg === "-") continue;
    const name = arg.replace(/^--?/, "").split("=")[0] ?? "";
    if (name === "help" || names.includes(name)) continue;
    const [guess] = nearest(name, names, 1);
    return `unknown option ${arg}${guess ? `; did you mean --${guess}?` : ""}`;
  }
  return undefined;
}

/** The arguments read by the command's spec, or the one line that says what is wrong with them. */
export function parseCommandLine(spec: CommandSpec, args: readonly string[]): CommandLine | { error: string } {
  const unknown = mistake(spec, args);
  if (unknown) return { error: unknown };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        help: { type: "boolean" },
        ...Object.fromEntries(Object.entries(spec.options).map(([name, { type }]) => [name, { type }])),
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (failure) {
    // Node's words, without its error code: "Option '--out <value>' argument missing".
    return { error: (failure instanceof Error ? failure.message : String(failure)).split("\n")[0] ?? "" };
  }
  const { values, positionals } = parsed;
  if (positionals.length > spec.positionals.length && !spec.positionals.at(-1)?.many) {
    const extra = positionals[spec.positionals.length] ?? "";
    const allowed = spec.positionals.map((word) => word.name).join(" and ") || "no word without an option";
    return { error: `unexpected ${JSON.stringify(extra)}: this command takes ${allowed}` };
  }
  for (const [name, option] of Object.entries(spec.options)) {
    const value = values[name];
    if (option.choices && typeof value === "string" && !option.choices.includes(value)) {
      return { error: `--${name} takes ${option.choices.join(", ")}; got ${JSON.stringify(value)}` };
    }
  }
  // No option is declared `multiple`, so no value is a list.
  const single = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
  return { values: single, positionals };
}

/**
 * Reads a command's arguments. `--help` prints the help and exits 0; arguments that do not fit print
 * one line that says why and how to get the help, and exit 2, before the command reads or writes
 * anything: a misspelt option never runs the command with its defaults.
 */
export function readCommandLine(spec: CommandSpec, args: readonly string[] = process.argv.slice(2)): CommandLine {
  const line = parseCommandLine(spec, args);
  if ("error" in line) {
    console.error(`${visibleEscapes(line.error)} (${spec.usage} --help lists what it takes)`);
    process.exit(2);
  }
  if (line.values.help === true) {
    console.log(commandHelp(spec));
    process.exit(0);
  }
  return line;
}
