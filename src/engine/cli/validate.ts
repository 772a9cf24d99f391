import { performance } from "node:perf_hooks";
import { formatError } from "../errors";
import { loadSite } from "../load-site";
import { sourceHash } from "../source-hash";
import { validationCacheFolder } from "../validation-cache";
import { cpuSeconds, peakMemoryMb, reportProblems } from "./report";

/**
 * `npm run validate [root] [--all-warnings]`: checks every file of the site and reports all problems
 * at once; no output files.
 */
const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith("--")) ?? process.cwd();
const started = performance.now();
const { site, errors, warnings } = await loadSite(root, {
  cache: { folder: validationCacheFolder(root), codeHash: await sourceHash(process.cwd()) },
});
const seconds = ((performance.now() - started) / 1000).toFixed(2);
reportProblems(errors, warnings, formatError, { root, allWarnings: args.includes("--all-warnings") });
if (!site) {
  console.error(`\nvalidate: ${errors.length} error(s) in ${seconds} s`);
  process.exit(1);
}
const routes = site.pages.length + site.aliases.size + site.redirects.size;
console.log(
  `validate: ${site.pages.length} pages (${routes} paths with aliases and redirects) are valid, in ${seconds} s, peak memory ${peakMemoryMb()} MB, cpu ${cpuSeconds()} s`,
);
