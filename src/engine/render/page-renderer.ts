import { pathToFileURL } from "node:url";
import type { PageData } from "../../../schema/page";
import type { SiteData } from "../../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { renderSitePage, type RenderCatalog, type RenderPage } from "./render-site-page";
import type { SiteIdentity } from "../site-identity";

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

/** What the server build (src/render/render-page.tsx) exports: the body of a page, and of the block catalog. */
export interface ServerModule {
  renderPage: RenderPage;
  renderCatalog: RenderCatalog;
}

/** The server build's module, checked: it is loaded by its path, so nothing types it before it runs. */
export function isServerModule(module: unknown): module is ServerModule {
  return (
    typeof module === "object" &&
    module !== null &&
    "renderPage" in module &&
    typeof module.renderPage === "function" &&
    "renderCatalog" in module &&
    typeof module.renderCatalog === "function"
  );
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
      redirects: setup.redirects,
    });
  return { module, document };
}

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const { module, document } = await loadServerRenderer(setup);
  return (page) => document(page, module.renderPage);
}
