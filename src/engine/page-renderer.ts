import { pathToFileURL } from "node:url";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import { importModule } from "./import-module";
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

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const { renderPage } = await importModule<{ renderPage: RenderPage }>(pathToFileURL(setup.serverEntry).href);
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
