import { performance } from "node:perf_hooks";
import { formatError } from "../errors";
import { loadSite } from "../load-site";
import { peakMemoryMb, reportProblems } from "./report";

/**
 * `npm run validate [root]`: checks every file of the site and reports all problems at once; no
 * output files.
 */
const root = process.argv[2] ?? process.cwd();
const started = performance.now();
const { site, errors } = await loadSite(root);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
reportProblems(errors, formatError);
if (!site) {
  console.error(`\nvalidate: ${errors.length} error(s) in ${seconds} s`);
  process.exit(1);
}
const routes = site.pages.length + site.aliases.size + site.redirects.size;
console.log(
  `validate: ${site.pages.length} pages (${routes} paths with aliases and redirects) are valid, in ${seconds} s, peak memory ${peakMemoryMb()} MB`,
);
