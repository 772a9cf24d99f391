import { renameSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { renderSitePage, type RenderPage } from "./render-site-page";
import type { SiteIdentity } from "./site-identity";

/** What every page of one build is rendered with; plain data, so it can be sent to a worker thread. */
export interface RendererSetup {
  /** The server build's renderer module. */
  serverEntry: string;
  manifest: ViteManifest;
  fonts: string[];
  site: SiteData;
  identity: SiteIdentity;
  redirects: ReadonlyMap<string, string>;
  builtYear: number;
}

/** One page to render, and the file its HTML goes to. */
export interface RenderJob {
  page: PageData;
  file: string;
}

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const { renderPage } = (await import(pathToFileURL(setup.serverEntry).href)) as { renderPage: RenderPage };
  const assets = builtAssets(setup.manifest, setup.fonts);
  return (page) =>
    renderSitePage({
      page,
      site: setup.site,
      identity: setup.identity,
      builtYear: setup.builtYear,
      renderPage,
      assets,
      redirects: setup.redirects,
    });
}

/**
 * Writes a file so that it is either absent or whole, even if the build is killed while writing: a
 * cached page is trusted as it is. Written synchronously: on a render thread nothing else waits, and
 * a small file costs less so than through the promise API.
 */
function writeWhole(file: string, text: string, unique: string): void {
  const partial = `${file}.${unique}.part`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** Renders each job's page and writes it to its file, whose folder exists. */
export function renderJobs(render: (page: PageData) => string, jobs: readonly RenderJob[]): void {
  const unique = `${process.pid}-${threadId}`;
  for (const job of jobs) writeWhole(job.file, render(job.page), unique);
}
