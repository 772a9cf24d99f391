import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild, type InlineConfig } from "vite";
import type { Site } from "./load-site";
import type { ViteManifest } from "./manifest-chunks";
import { blockModulePath, browserEntries, builtAssets, entryFile, fontUrls } from "./page-assets";
import { prerenderSite, type PrerenderResult } from "./prerender";
import { newBuildFolder, publishBuild, removeUnpublished } from "./publish-build";
import { createPageCards } from "./social-card/page-cards";
import type { RenderPage } from "./render-site-page";

export interface BuildOptions {
  /** Where the app lives: vite.config.ts, index.html, src/. */
  appRoot: string;
  /** Where the site lives: pages/, content/, public/. Usually the same folder. */
  siteRoot: string;
  /** The finished site goes here, replacing what was there only once everything has succeeded. */
  outDir: string;
  site: Site;
}

export interface BuildTimings extends PrerenderResult {
  client: number;
  server: number;
  prerender: number;
}

function viteConfig(options: BuildOptions, extra: InlineConfig): InlineConfig {
  return {
    root: options.appRoot,
    configFile: path.join(options.appRoot, "vite.config.ts"),
    // The config imports the engine's TypeScript; Vite's module runner loads it as the dev server does.
    configLoader: "runner",
    publicDir: path.join(options.siteRoot, "public"),
    logLevel: "warn",
    mode: "production",
    ...extra,
  };
}

/**
 * The client build's entries: the shell, the site's stylesheet, the islands runtime, and every block
 * module, each a chunk of its own that a page loads only when one of its islands starts.
 */
async function clientInputs(appRoot: string): Promise<Record<string, string>> {
  const folders = await readdir(path.join(appRoot, "src/blocks"), { withFileTypes: true });
  // The same convention as the registry's: a block is a folder with an index.tsx.
  const blockInputs = folders
    .filter((entry) => entry.isDirectory() && existsSync(path.join(appRoot, blockModulePath(entry.name))))
    .map((entry) => [`block-${entry.name}`, path.join(appRoot, blockModulePath(entry.name))]);
  return {
    shell: path.join(appRoot, browserEntries.shell),
    site: path.join(appRoot, browserEntries.styles),
    islands: path.join(appRoot, browserEntries.runtime),
    ...Object.fromEntries(blockInputs),
  };
}

/**
 * Builds the browser code, the server renderer, and every page, in a folder of its own; then
 * publishes it at outDir in one atomic step. A build that fails or is killed anywhere leaves the
 * previous outDir as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildTimings> {
  // Killed builds leave their folders behind; the next build clears them.
  await removeUnpublished(options.outDir);
  const staging = await newBuildFolder(options.outDir);
  const clientDir = path.join(staging, "site");
  const serverDir = path.join(staging, "server");
  let published = false;
  try {
    let started = performance.now();
    await viteBuild(
      viteConfig(options, {
        build: {
          outDir: clientDir,
          emptyOutDir: true,
          rollupOptions: {
            input: await clientInputs(options.appRoot),
            // The shell imports each block module by URL and reads its default export: keep exports.
            preserveEntrySignatures: "exports-only",
          },
        },
      }),
    );
    const client = performance.now() - started;

    started = performance.now();
    await viteBuild(
      viteConfig(options, {
        build: {
          outDir: serverDir,
          emptyOutDir: true,
          ssr: path.join(options.appRoot, "src/render/render-page.tsx"),
          manifest: false,
          copyPublicDir: false,
        },
      }),
    );
    const server = performance.now() - started;

    started = performance.now();
    const { renderPage } = (await import(pathToFileURL(path.join(serverDir, "render-page.js")).href)) as {
      renderPage: RenderPage;
    };
    const manifestFile = path.join(clientDir, ".vite/manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
    await rm(path.dirname(manifestFile), { recursive: true });
    const siteCss = entryFile(manifest, browserEntries.styles);
    const written = await prerenderSite({
      site: options.site,
      outDir: clientDir,
      assets: builtAssets(manifest, fontUrls(await readFile(path.join(clientDir, siteCss), "utf8"))),
      renderPage,
      builtYear: new Date().getFullYear(),
      cards: await createPageCards({
        appRoot: options.appRoot,
        cacheDir: path.join(options.appRoot, ".cache/cards"),
        identity: options.site.identity,
      }),
    });
    const prerender = performance.now() - started;

    await rm(serverDir, { recursive: true, force: true });
    await publishBuild(clientDir, options.outDir);
    published = true;
    return { client, server, prerender, ...written };
  } finally {
    if (!published) await rm(staging, { recursive: true, force: true });
  }
}
