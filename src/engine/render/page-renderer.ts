import { pathToFileURL } from "node:url";
import type { PageData } from "../../../schema/page";
import type { SiteData } from "../../../schema/site";
import type { ViteManifest } from "./manifest-chunks";
import { builtAssets } from "./page-assets";
import { renderSitePage, type RenderPage } from "./render-site-page";
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

/** The server build's module, checked: it is loaded by its path, so nothing types it before it runs. */
function isServerModule(module: unknown): module is { renderPage: RenderPage } {
  return (
    typeof module === "object" && module !== null && "renderPage" in module && typeof module.renderPage === "function"
  );
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
      redirects: setup.redirects,
    });
}
