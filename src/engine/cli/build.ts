import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../output/build-site";
import { codeBundles, type CodeBundles } from "../code/code-bundles";
import { loadSite } from "../load-site";
import { withCatalog, type SiteCatalog } from "../catalog/site-catalog";
import type { Site } from "../site";
import { lockFile, lockOutput } from "../output/publish/output-lock";
import { refusedOutput } from "../output/output-path";
import { recoverPublish } from "../output/publish/publish-build";
import { sourceHash } from "../code/source-hash";
import { baseFlagProblem } from "../../../schema/kit/base-rule";
import { siteBase } from "../validate/early-site-facts";
import { readPageFile } from "../read/read-file";
import { pageSource } from "../read/read-site";
import { validationCacheFolder } from "../speedups/validation-cache";
import { readCommandLine, type CommandSpec } from "./command-line";
import { showProgress, type ShownProgress } from "./progress-line";
import { cpuSeconds, peakMemoryMb, reportProblems } from "./report";
import { coloursFor } from "./terminal-colours";

/**
 * Takes the output for this build alone, waiting for another build of it to finish, then finishes a
 * publish that a killed build left halfway, so that the build starts from a whole output.
 */
async function claimOutput(outDir: string, shown: string): Promise<void> {
  const release = await lockOutput(outDir, (holder) =>
    console.error(
      `build: waiting for the build of ${shown} that process ${holder} is running (its lock: ${path.relative(process.cwd(), lockFile(outDir))})`,
    ),
  );
  process.on("exit", release);
  await recoverPublish(outDir);
}

interface BuildOptions {
  appRoot: string;
  siteRoot: string;
  outDir: string;
  /** The output as the person building named it, for messages. */
  shown: string;
  threads?: number;
  /** --no-cache: nothing an earlier build or validation kept is read, and nothing is kept. */
  noCache: boolean;
  /** --base: the folder the site is served under, in place of site.yaml's `base`. */
  base?: string;
}

const buildCommand: CommandSpec = {
  usage: "npx blockpress build",
  summary:
    "Validates the whole site, then builds it into dist/, rendering only the pages whose content or code changed since the last build.",
  positionals: [
    { name: "site", description: "the site's folder (this folder when none is given)" },
    { name: "output", description: "where the site is written (dist/ when none is given)" },
  ],
  options: {
    site: { type: "string", value: "folder", description: "the site's folder, as the first word does" },
    out: { type: "string", value: "folder", description: "where the site is written, as the second word does" },
    threads: { type: "string", value: "n", description: "prerender threads (one per core by default; 1 for none)" },
    "no-cache": { type: "boolean", description: "reuse nothing an earlier build kept, and keep nothing" },
    base: {
      type: "string",
      value: "path",
      description: "the folder the site is served under, such as /docs/, in place of site.yaml's base",
    },
  },
  examples: [
    "npx blockpress build",
    "npx blockpress build --no-cache --threads 1",
    "npx blockpress build . public-site",
    "npx blockpress build --base /docs/",
  ],
};

/** Reads the command line; a wrong value stops here with exit 2, before any work. */
function buildOptions(args: string[]): BuildOptions {
  const { values, positionals } = readCommandLine(buildCommand, args);
  const text = (value: string | boolean | undefined) => (typeof value === "string" ? value : undefined);
  const appRoot = process.cwd();
  const threads = text(values.threads) === undefined ? undefined : Number(values.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) {
    console.error(`--threads takes a whole number from 1, got ${String(values.threads)}`);
    process.exit(2);
  }
  const base = text(values.base);
  const baseProblem = base === undefined ? undefined : baseFlagProblem(base);
  if (baseProblem) {
    console.error(baseProblem);
    process.exit(2);
  }
  const siteRoot = path.resolve(text(values.site) ?? positionals[0] ?? appRoot);
  const outDir = path.resolve(text(values.out) ?? positionals[1] ?? path.join(appRoot, "dist"));
  const shown = path.relative(appRoot, outDir) || outDir;
  const refused = refusedOutput(outDir, { siteRoot, appRoot });
  if (refused) {
    console.error(
      `build: will not write the site to ${shown}: ${refused}; name a new or empty folder, or one a build wrote`,
    );
    process.exit(2);
  }
  return { appRoot, siteRoot, outDir, shown, threads, noCache: values["no-cache"] === true, base };
}

/**
 * With --no-cache, the caches go to a new, empty folder, removed when the build ends: a build that
 * reuses nothing, to compare with one that does. It is inside the project, as the server renderer
 * built into it finds its packages in node_modules from where it is.
 */
function temporaryCaches(appRoot: string): string {
  mkdirSync(path.join(appRoot, ".cache"), { recursive: true });
  const folder = mkdtempSync(path.join(appRoot, ".cache/no-cache-"));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** content/site.yaml as read before validation, for its base: the code is built while pages validate. */
function readSiteConfig(siteRoot: string) {
  const file = "content/site.yaml";
  return pageSource(file, readPageFile({ file, path: path.join(siteRoot, file) })).source;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Builds the validated site into the output, and says what it did. */
async function writeSite(
  options: BuildOptions,
  { site, catalog }: { site: Site; catalog?: SiteCatalog },
  {
    started,
    validated,
    bundles,
    caches,
    progress,
  }: { started: number; validated: number; bundles?: Promise<CodeBundles>; caches?: string; progress: ShownProgress },
) {
  const { appRoot, siteRoot, outDir, threads } = options;
  const timings = await buildSite({ appRoot, siteRoot, outDir, site, catalog, threads, bundles, caches, progress });
  progress.finish();
  const total = performance.now() - started;
  const code = timings.bundlesBuilt
    ? `client ${seconds(timings.client)}, server ${seconds(timings.server)}`
    : "code unchanged";
  const pages = `${timings.rendered.length} rendered on ${timings.threads} thread(s), ${timings.reused} reused; ${timings.cardsDrawn} of ${timings.cards} social cards drawn`;
  console.log(
    `build: ${coloursFor(process.stdout).green(`${timings.paths} paths`)} in ${seconds(total)} s (validate ${seconds(validated)}, ${code}, prerender ${seconds(timings.prerender)}: ${pages}), peak memory ${peakMemoryMb()} MB, cpu ${cpuSeconds()} s`,
  );
}

/**
 * `npm run build [siteRoot] [outDir]`: validates the whole site, then builds and prerenders it into
 * dist/, rendering only the pages whose content or code changed since the last build.
 * Any error stops the build before anything is written; dist/ keeps the last good build.
 * Before anything else, the output is checked: the build replaces only what a build wrote.
 */
async function build(): Promise<void> {
  process.env.NODE_ENV = "production";
  const options = buildOptions(process.argv.slice(2));
  const { appRoot, siteRoot, outDir, shown } = options;
  await claimOutput(outDir, shown).catch((error: unknown) => {
    console.error(`build: could not take ${shown} for this build: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });

  const started = performance.now();
  const codeHash = sourceHash(appRoot);
  const caches = options.noCache ? temporaryCaches(appRoot) : undefined;
  // The code is built while the site is validated: the bundles depend on the code and the base alone,
  // and are kept for the next build even when this one stops at an error in the site.
  const bundlesFor = (base: string) => codeBundles(appRoot, codeHash, caches && path.join(caches, "bundles"), base);
  const startedBase = siteBase(readSiteConfig(siteRoot), options.base);
  let bundles = bundlesFor(startedBase);
  bundles.catch(() => undefined); // reported where it is awaited, unless an error in the site stops the build first
  const cache = caches ? undefined : { folder: validationCacheFolder(siteRoot), codeHash };
  const progress = showProgress("build", { logStages: true });
  const { site, catalog, errors, warnings } = withCatalog(
    await loadSite(siteRoot, { cache, threads: options.threads, progress, base: options.base, pageOrigins: true }),
  );
  // site.yaml was edited while the site was validated: the code is built for the base it says now.
  if (site && site.identity.base !== startedBase) bundles = bundlesFor(site.identity.base);
  const validated = performance.now() - started;
  progress.finish();
  reportProblems(errors, warnings, { root: siteRoot });
  if (!site) {
    const failed = coloursFor(process.stderr).red(`${errors.length} error(s)`);
    console.error(`\nbuild: ${failed}; nothing was written, ${shown} is unchanged`);
    process.exit(1);
  }
  try {
    await writeSite(options, { site, catalog }, { started, validated, bundles, caches, progress });
  } catch (error) {
    progress.finish();
    console.error(error);
    console.error(`\nbuild failed; ${shown} is unchanged`);
    process.exit(1);
  }
}

void build();
