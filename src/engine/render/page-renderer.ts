import { pathToFileURL } from "node:url";
import type { PageData } from "../../../schema/page";
import type { SiteData } from "../../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { isServerModule, renderSitePage, type RenderPage } from "./render-site-page";
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

/**
 * Loads the server build (once per thread) and returns its renderers, and what turns a page into its
 * HTML document with its body drawn by one of them.
 */
export async function loadServerRenderer(setup: RendererSetup) {
  // Loaded by its path at run time: the server build is no module of the engine.
  const module: unknown = await import(/* @vite-ignore */ pathToFileURL(setup.serverEntry).href);
  if (!isServerModule(module)) throw new Error(`${setup.serverEntry} does not export renderPage and renderCatalog`);
  const assets = builtAssets(setup.manifest, setup.fonts);
  const document = (page: PageData, renderPage: RenderPage) =>
    renderSitePage({
      page,
      site: setup.site,
      identity: setup.identity,
      builtYear: setup.builtYear,
      renderPage,
      assets,
    });
  return { module, document };
}

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const { module, document } = await loadServerRenderer(setup);
  return (page) => document(page, module.renderPage);
}
