import { errorCatalogue, type SiteError } from "../errors";

/**
 * Prints warnings to stdout, one line each with one hint at the end, and errors to stderr, each with
 * its own hint: the whole list at once.
 */
export function reportProblems(
  errors: readonly SiteError[],
  warnings: readonly SiteError[],
  format: (error: SiteError) => string,
): void {
  for (const warning of warnings) console.log(format(warning).split("\n")[0]);
  if (warnings.length > 0) {
    const codes = [...new Set(warnings.map((warning) => warning.code))];
    console.log(`${warnings.length} warning(s). ${codes.map((code) => errorCatalogue[code].hint).join(" ")}\n`);
  }
  for (const error of errors) console.error(format(error));
}

/** The most memory this process has held, in megabytes. */
export function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
