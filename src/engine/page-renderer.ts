import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { renderSitePage, type RenderPage } from "./render-site-page";

/** What every page of one build is rendered with; plain data, so it can be sent to a worker thread. */
export interface RendererSetup {
  /** The server build's renderer module. */
  serverEntry: string;
  manifest: ViteManifest;
  fonts: string[];
  site: SiteData;
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
      builtYear: setup.builtYear,
      renderPage,
      assets,
      redirects: setup.redirects,
    });
}

/** Writes a file so that it is either absent or whole, even if the build is killed while writing. */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.part`;
  await writeFile(partial, text);
  await rename(partial, file);
}

/** Renders each job's page and writes it to its file. */
export async function renderJobs(render: (page: PageData) => string, jobs: readonly RenderJob[]): Promise<void> {
  for (const job of jobs) await writeWhole(job.file, render(job.page));
}
