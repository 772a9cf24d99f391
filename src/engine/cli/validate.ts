import { performance } from "node:perf_hooks";
import type { SiteError } from "../errors/site-error";
import { loadSite } from "../load-site";
import { withCatalog } from "../catalog/site-catalog";
import { githubLine, jsonLine } from "./machine-formats";
import { sourceHash } from "../code/source-hash";
import { validationCacheFolder } from "../speedups/validation-cache";
import { showProgress } from "./progress-line";
import { coloursFor } from "./terminal-colours";
import { cpuSeconds, peakMemoryMb, reportProblems } from "./report";
import { readCommandLine } from "./command-line";
import { validateCommand, validateOptions } from "./validate-args";

/**
 * `npm run validate -- [root] [--format human|json|github] [--all-warnings]`: checks every file of the
 * site and reports all problems at once; no output files. The human format (the default) prints errors
 * to stderr and the warnings of the files changed last to stdout; json and github print every problem
 * to stdout, one line each, so that a program reads them all and nothing else.
 */
async function validate(): Promise<void> {
  const options = validateOptions(readCommandLine(validateCommand), process.cwd());
  const started = performance.now();
  const progress = showProgress("validate", { logStages: false });
  const { site, errors, warnings } = withCatalog(
    await loadSite(options.root, {
      cache: { folder: validationCacheFolder(options.root), codeHash: sourceHash(process.cwd()) },
      progress,
    }),
  );
  progress.finish();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (options.format === "human") {
    reportProblems(errors, warnings, { root: options.root, allWarnings: options.allWarnings });
  } else {
    const line = options.format === "json" ? jsonLine : githubLine;
    for (const problem of [...errors, ...warnings] as SiteError[]) console.log(line(problem));
  }
  // In JSON, stdout holds the problems alone; the summary goes where people read it.
  const summary = options.format === "json" ? console.error : console.log;
  if (!site) {
    const failed = coloursFor(process.stderr).red(`${errors.length} error(s)`);
    console.error(`${options.format === "human" ? "\n" : ""}validate: ${failed} in ${seconds} s`);
    process.exit(1);
  }
  const routes = site.routes.size;
  const valid = coloursFor(options.format === "json" ? process.stderr : process.stdout).green("are valid");
  summary(
    `validate: ${site.pages.length} pages (${routes} paths with aliases and redirects) ${valid}, in ${seconds} s, peak memory ${peakMemoryMb()} MB, cpu ${cpuSeconds()} s`,
  );
}

void validate();
