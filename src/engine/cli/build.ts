import path from "node:path";
import { buildSite } from "../build-site";
import { formatError } from "../errors";
import { loadSite } from "../load-site";
import { peakMemoryMb, reportProblems } from "./report";

/**
 * `npm run build`: validates the whole site, then builds and prerenders it into dist/.
 * Any error stops the build before anything is written; dist/ keeps the last good build.
 */
process.env.NODE_ENV = "production";
const appRoot = process.cwd();
const siteRoot = path.resolve(process.argv[2] ?? appRoot);
const outDir = path.resolve(process.argv[3] ?? path.join(appRoot, "dist"));

const started = performance.now();
const { site, errors, warnings } = await loadSite(siteRoot);
const validated = performance.now() - started;
reportProblems(errors, warnings, formatError, { root: siteRoot });
if (!site) {
  console.error(
    `\nbuild: ${errors.length} error(s); nothing was written, ${path.relative(appRoot, outDir) || outDir} is unchanged`,
  );
  process.exit(1);
}
try {
  const timings = await buildSite({ appRoot, siteRoot, outDir, site });
  const total = performance.now() - started;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `build: ${timings.paths} paths in ${seconds(total)} s (validate ${seconds(validated)}, client ${seconds(timings.client)}, server ${seconds(timings.server)}, prerender ${seconds(timings.prerender)}; ${timings.cardsDrawn} of ${timings.cards} social cards drawn, the rest cached), peak memory ${peakMemoryMb()} MB`,
  );
} catch (error) {
  console.error(error);
  console.error(`\nbuild failed; ${path.relative(appRoot, outDir) || outDir} is unchanged`);
  process.exit(1);
}
