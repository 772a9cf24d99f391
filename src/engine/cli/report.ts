import type { SiteError } from "../errors";

/** Prints every error of the run to stderr, each with its own hint: all the problems at once. */
export function reportProblems(errors: readonly SiteError[], format: (error: SiteError) => string): void {
  for (const error of errors) console.error(format(error));
}

/** The most memory this process has held, in megabytes. */
export function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
