import type { PageData } from "../../schema/page";
import { sourceAssets } from "../../src/engine/render/page-assets";
import { renderSitePage } from "../../src/engine/render/render-site-page";
import { browserSiteData, type Site } from "../../src/engine/site";
import { islandsScriptId } from "../../src/islands/island-markup";
import { renderPage } from "../../src/render/render-page";

/** A page of a loaded site as its HTML document, drawn with the source's assets. */
export function sitePageHtml(site: Site, page: PageData): string {
  return renderSitePage({
    page,
    site: browserSiteData(site),
    menu: site.navigation.menu,
    identity: site.identity,
    builtYear: 2026,
    renderPage,
    assets: sourceAssets(""),
  });
}

/** The text of the script that tells a page's islands what they share; undefined on a page without islands. */
export const islandsScriptOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${islandsScriptId}">(.*?)</script>`).exec(html)?.[1];
