import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import type { PageToRender, RenderedPage } from "../render/render-page";
import { htmlDocument } from "./html-document";
import type { AssetSource } from "./page-assets";

/** The renderer, as the server build (or the dev server's module loader) provides it. */
export type RenderPage = (input: PageToRender) => RenderedPage;

interface SitePageInput {
  page: PageData;
  site: SiteData;
  builtYear: number;
  renderPage: RenderPage;
  assets: AssetSource;
}

/** One page as a complete HTML document: its blocks drawn, its islands marked, its code linked. */
export function renderSitePage({ page, site, builtYear, renderPage, assets }: SitePageInput): string {
  const context = { site, route: page.route, lang: page.lang, builtYear };
  const { body, islandTypes } = renderPage({ page, context, componentUrl: assets.componentUrl });
  const pageAssets = assets.assets([...new Set(page.blocks.map((block) => block.type))]);
  const islands = islandTypes.length > 0 ? { runtime: pageAssets.runtime, context } : undefined;
  return htmlDocument({ page, site, body, assets: pageAssets, islands });
}
