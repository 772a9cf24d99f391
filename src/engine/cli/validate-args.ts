/** How `npm run validate` prints its problems: for people, as JSON lines, or as GitHub annotations. */
export const reportFormats = ["human", "json", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export interface ValidateOptions {
  /** The site's folder; the working directory when none is given. */
  root: string;
  format: ReportFormat;
  allWarnings: boolean;
}

export const validateUsage = `usage: npm run validate -- [site folder] [--format ${reportFormats.join("|")}] [--all-warnings]`;

const isReportFormat = (value: string | undefined): value is ReportFormat =>
  reportFormats.some((format) => format === value);

/** Reads the command line of `npm run validate`; a message for the usage error when it cannot. */
export function parseValidateArgs(args: readonly string[], cwd: string): ValidateOptions | { error: string } {
  const options: ValidateOptions = { root: cwd, format: "human", allWarnings: false };
  let root: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--all-warnings") {
      options.allWarnings = true;
    } else if (arg === "--format" || arg.startsWith("--format=")) {
      const value = arg === "--format" ? args[++index] : arg.slice("--format=".length);
      if (!isReportFormat(value)) {
        return {
          error: `unknown format ${value === undefined ? "(none given)" : `"${value}"`}; use ${reportFormats.join(", ")}`,
        };
      }
      options.format = value;
    } else if (arg.startsWith("-")) {
      return { error: `unknown option "${arg}"` };
    } else if (root === undefined) {
      root = arg;
    } else {
      return { error: `one site folder at most; got "${root}" and "${arg}"` };
    }
  }
  return { ...options, root: root ?? options.root };
}
