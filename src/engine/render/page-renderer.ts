import { pathToFileURL } from "node:url";
import type { PageData } from "../../../schema/page";
import type { SiteData } from "../../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { isServerModule, renderSitePage } from "./render-site-page";
import type { SiteIdentity } from "../site";

/** What every page of one build is rendered with; plain data, so it can be sent to a worker thread. */
export interface RendererSetup {
  /** The server build's renderer module. */
  serverEntry: string;
  manifest: ViteManifest;
  fonts: string[];
  site: SiteData;
  identity: SiteIdentity;
  builtYear: number;
}

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const module: unknown = await import(pathToFileURL(setup.serverEntry).href);
  if (!isServerModule(module)) throw new Error(`${setup.serverEntry} does not export renderPage`);
  const { renderPage } = module;
  const assets = builtAssets(setup.manifest, setup.fonts);
  return (page) =>
    renderSitePage({
      page,
      site: setup.site,
      identity: setup.identity,
      builtYear: setup.builtYear,
      renderPage,
      assets,
    });
}
