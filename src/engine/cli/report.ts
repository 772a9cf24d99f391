import type { SiteError } from "../errors";

/** Prints errors to stderr and warnings to stdout, the whole list, each with its hint. */
export function reportProblems(
  errors: readonly SiteError[],
  warnings: readonly SiteError[],
  format: (error: SiteError) => string,
): void {
  for (const warning of warnings) console.log(format(warning));
  if (warnings.length > 0) console.log(`${warnings.length} warning(s)\n`);
  for (const error of errors) console.error(format(error));
}
