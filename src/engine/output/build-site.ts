import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { bundlesFolder, codeBundles, type CodeBundles } from "../code/code-bundles";
import { browserSiteData, type Site } from "../site";
import { type ViteManifest, browserEntries, entryFile, fontUrls } from "../render/page-assets";
import { pageKeys, prerenderSite, type PrerenderResult } from "./prerender";
import { builtMarker, markerFile } from "./publish/output-marker";
import { writeTree, type OutputFile } from "./output-tree";
import { newBuildFolder, publishBuild, removeUnpublished } from "./publish/publish-build";
import { sealedBase } from "./sealed-file";
import { publishedFileBytes, siteWideFiles } from "./site-wide-files";
import { createPageCards } from "../speedups/page-cards";
import { photoCacheFolder, photoCopies } from "../photos/photo-copies";
import { sourceHash } from "../code/source-hash";
import type { SiteCatalog } from "../catalog/site-catalog";
import type { WorkProgress } from "../work-progress";
import { openPageHashes } from "../speedups/page-hashes";

export interface BuildOptions {
  /** Where the app lives: vite.config.ts, src/. */
  appRoot: string;
  /** Where the site lives: pages/, content/, public/. Usually the same folder. */
  siteRoot: string;
  /** The finished site goes here, replacing what was there only once everything has succeeded. */
  outDir: string;
  site: Site;
  /** The block catalog, when the site shows one (catalog/site-catalog.ts): built as one more route. */
  catalog?: SiteCatalog;
  /** Worker threads to prerender with; one per core when undefined. */
  threads?: number;
  /**
   * The built code, when the caller has started building it already (cli/build.ts does, while it
   * validates), for the base the site is served under.
   */
  bundles?: Promise<CodeBundles>;
  /**
   * The folder to keep the caches in, when not the site's .cache/: `--no-cache` names a new, empty one,
   * so that nothing an earlier build made is reused.
   */
  caches?: string;
  /** Told as each stage of the build starts, and of the pages and cards made. */
  progress?: WorkProgress;
}

export interface BuildTimings {
  /** False when the client and server builds were reused: no code had changed. */
  bundlesBuilt: boolean;
  client: number;
  server: number;
  prerender: number;
  paths: number;
  /** The routes of the pages rendered; the others' HTML came from the cache. */
  rendered: string[];
  reused: number;
  threads: number;
  /** Social cards drawn by this build, and in all: the others came from the card cache. */
  cardsDrawn: number;
  cards: number;
}

/** Rendered pages, by content key, kept between builds of the site. */
export function pageCacheFolder(siteRoot: string): string {
  return path.join(siteRoot, ".cache/build/pages");
}

const cacheFolders = {
  pages: (options: BuildOptions) => pageCacheFolder(options.siteRoot),
  cards: (options: BuildOptions) => path.join(options.siteRoot, ".cache/cards"),
  photos: (options: BuildOptions) => photoCacheFolder(options.siteRoot),
  bundles: (options: BuildOptions) => bundlesFolder(options.appRoot),
  pageHashes: (options: BuildOptions) => path.join(options.siteRoot, ".cache/build/page-hashes"),
};

/** Where one of the build's caches is: in the folder the caller names for them, or where it always is. */
function cacheFolder(options: BuildOptions, cache: keyof typeof cacheFolders): string {
  return options.caches ? path.join(options.caches, cache) : cacheFolders[cache](options);
}

/** Every file under a folder, by path relative to it, with forward slashes. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * The site's own files under public/, then the built code (which public files may not take the place
 * of): the public files are versioned by size and time of change, the built ones by the code's hash.
 */
async function staticFiles(publicDir: string, bundles: CodeBundles): Promise<Map<string, OutputFile>> {
  const files = new Map<string, OutputFile>();
  for (const file of await filesUnder(publicDir)) {
    const source = path.join(publicDir, file);
    const info = await stat(source);
    files.set(file, { version: `${info.size}:${info.mtimeMs}`, source: { copy: source } });
  }
  for (const [file, hash] of bundles.clientFiles) {
    if (file.startsWith(".vite/")) continue;
    files.set(file, { version: bundles.hash, source: { cached: path.join(bundles.clientDir, file), hash } });
  }
  return files;
}

/** Drops rendered pages no longer part of the site, so the cache stays the size of one build. */
async function removeUnusedPages(cacheDir: string, used: ReadonlySet<string>): Promise<void> {
  const files = await readdir(cacheDir).catch(() => []);
  await Promise.all(
    files
      .filter((file) => !used.has(sealedBase(file, ".html") ?? ""))
      .map((file) => rm(path.join(cacheDir, file), { force: true })),
  );
}

/**
 * Renders what the caches lack, then writes the whole site (pages, cards, built code, public files)
 * into the build folder. Returns how many cache entries failed their hash: those are gone now, and
 * their files missing from the site.
 */
async function writeSite(
  options: BuildOptions,
  bundles: CodeBundles,
  buildFolder: string,
): Promise<{ result: PrerenderResult; stale: number }> {
  const { appRoot, siteRoot, site } = options;
  const manifest = JSON.parse(
    await readFile(path.join(bundles.clientDir, ".vite/manifest.json"), "utf8"),
  ) as ViteManifest;
  const siteCss = await readFile(path.join(bundles.clientDir, entryFile(manifest, browserEntries.styles)), "utf8");
  const builtYear = new Date().getFullYear();
  const hashes = openPageHashes(cacheFolder(options, "pageHashes"));
  const keys = pageKeys(site, bundles.hash, builtYear, hashes);
  const cacheDir = cacheFolder(options, "pages");
  const result = await prerenderSite({
    site,
    setup: {
      serverEntry: bundles.serverEntry,
      manifest,
      fonts: fontUrls(siteCss),
      site: browserSiteData(site),
      menu: site.navigation.menu,
      identity: site.identity,
      builtYear,
    },
    keys,
    cacheDir,
    threads: options.threads,
    cards: await createPageCards({ appRoot, cacheDir: cacheFolder(options, "cards"), identity: site.identity }),
    catalog: options.catalog,
    progress: options.progress,
  });
  const publicDir = path.join(siteRoot, "public");
  const files = await staticFiles(publicDir, bundles);
  const photos = await photoCopies(publicDir, site.facts.images, cacheFolder(options, "photos"), options.progress);
  for (const [file, output] of photos) files.set(file, output);
  // Each font of site.yaml, under its content's name: a theme's pages load it from there.
  for (const font of site.fonts.values())
    files.set(font.path.slice(1), { version: font.path, source: { copy: font.source } });
  for (const [file, output] of result.files) files.set(file, output);
  for (const [file, output] of await siteWideFiles(site, publishedFileBytes(files))) files.set(file, output);
  files.set(markerFile, builtMarker(site.identity.base));
  const { stale } = writeTree(buildFolder, path.join(buildFolder, "site"), files);
  await removeUnusedPages(cacheDir, result.usedKeys);
  hashes.save();
  return { result, stale };
}

/**
 * Writes the site; when a cache entry failed its hash, makes the missing entries again (the code
 * bundles are checked again too) and writes what is missing. A second failure means something changes
 * the caches while the build runs: the build stops.
 */
async function writeSiteChecked(options: BuildOptions, first: CodeBundles, buildFolder: string) {
  const written = await writeSite(options, first, buildFolder);
  if (written.stale === 0) return { bundles: first, result: written.result };
  const bundles = await codeBundles(
    options.appRoot,
    first.hash,
    cacheFolder(options, "bundles"),
    options.site.identity.base,
  );
  const again = await writeSite(options, bundles, buildFolder);
  if (again.stale > 0) throw new Error("cache entries changed while the build was using them; build again");
  const redone = again.result.rendered;
  const result = {
    ...again.result,
    rendered: [...written.result.rendered, ...redone],
    reused: written.result.reused - redone.length,
    cardsDrawn: written.result.cardsDrawn + again.result.cardsDrawn,
  };
  return { bundles: bundles.built ? bundles : first, result };
}

/**
 * Builds the browser code and the server renderer (or reuses them, when no code input changed), and
 * every page not already rendered for its content, in a folder of its own; then publishes it at
 * outDir (publish-build.ts). A build that fails or is killed anywhere leaves outDir whole, and the
 * caches hold only whole files, each checked before use. The caller holds the output's lock
 * (output-lock.ts) and has finished any publish a killed build left halfway.
 */
export async function buildSite(options: BuildOptions): Promise<BuildTimings> {
  const { appRoot, outDir } = options;
  // Killed builds leave their folders behind; the next build clears them.
  await removeUnpublished(outDir);
  const staging = await newBuildFolder(outDir, { reuse: true });
  let published = false;
  try {
    options.progress?.stage("building the browser and server code");
    const made = await (options.bundles ??
      codeBundles(appRoot, sourceHash(appRoot), cacheFolder(options, "bundles"), options.site.identity.base));
    const started = performance.now();
    const { bundles, result } = await writeSiteChecked(options, made, staging);
    const prerender = performance.now() - started;
    await publishBuild(path.join(staging, "site"), outDir);
    published = true;
    return {
      bundlesBuilt: bundles.built,
      client: bundles.client,
      server: bundles.server,
      prerender,
      paths: result.paths.length,
      rendered: result.rendered,
      reused: result.reused,
      threads: result.threads,
      cardsDrawn: result.cardsDrawn,
      cards: result.cards,
    };
  } finally {
    if (!published) await rm(staging, { recursive: true, force: true });
  }
}
