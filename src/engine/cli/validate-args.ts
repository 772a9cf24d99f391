import { parseCommandLine, type CommandLine, type CommandSpec } from "./command-line";

/** How `npm run validate` prints its problems: for people, as JSON lines, or as GitHub annotations. */
export const reportFormats = ["human", "json", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export interface ValidateOptions {
  /** The site's folder; the working directory when none is given. */
  root: string;
  format: ReportFormat;
  allWarnings: boolean;
}

export const validateCommand: CommandSpec = {
  usage: "npx blockpress validate",
  summary: "Checks every page, collection and content/site.yaml, and reports every problem at its place.",
  positionals: [{ name: "site", description: "the site's folder (this folder when none is given)" }],
  options: {
    format: {
      type: "string",
      value: "format",
      choices: reportFormats,
      description: "how problems are printed: for people, as JSON lines, or as GitHub annotations",
    },
    "all-warnings": {
      type: "boolean",
      description: "print the warnings of every file, not only of the files changed last",
    },
  },
  examples: [
    "npx blockpress validate",
    "npx blockpress validate --format github",
    "npx blockpress validate --format json | jq -r .file",
  ],
};

const isReportFormat = (value: unknown): value is ReportFormat => reportFormats.some((format) => format === value);

/** The options of `npm run validate`, from its command line as read by its spec. */
export function validateOptions({ values, positionals }: CommandLine, cwd: string): ValidateOptions {
  return {
    root: positionals[0] ?? cwd,
    format: isReportFormat(values.format) ? values.format : "human",
    allWarnings: values["all-warnings"] === true,
  };
}

/** Reads the command line of `npm run validate`; the one line that says what is wrong when it cannot. */
export function parseValidateArgs(args: readonly string[], cwd: string): ValidateOptions | { error: string } {
  const line = parseCommandLine(validateCommand, args);
  return "error" in line ? line : validateOptions(line, cwd);
}
