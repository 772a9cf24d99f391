import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageHtmlFile } from "../routing/route-path";
import { redirectDocument } from "./html-document";
import type { Site } from "./load-site";
import type { AssetSource } from "./page-assets";
import { renderSitePage, type RenderPage } from "./render-site-page";
import { siteRoutes } from "./site-routes";

interface PrerenderOptions {
  site: Site;
  outDir: string;
  assets: AssetSource;
  renderPage: RenderPage;
  builtYear: number;
}

async function writeOut(outDir: string, file: string, text: string): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
}

/** Runs `task` over `items`, a few at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes every path of the site: dist/<path>/index.html with the page's full content, redirect
 * pages, and dist/404.html, which static hosts serve for any unknown path.
 */
export async function prerenderSite({
  site,
  outDir,
  assets,
  renderPage,
  builtYear,
}: PrerenderOptions): Promise<number> {
  const render = (page: Site["pages"][number]) =>
    renderSitePage({ page, site: site.data, builtYear, renderPage, assets, redirects: site.redirects });
  const routes = [...siteRoutes(site)];
  await eachLimited(routes, 8, async ([route, data]) => {
    const html = "redirect" in data ? redirectDocument(data.redirect, site.url) : render(data);
    await writeOut(outDir, pageHtmlFile(route), html);
  });

  const notFoundPage = site.pages.find((page) => page.route === "/404");
  if (notFoundPage) await writeOut(outDir, "404.html", render(notFoundPage));
  return routes.length;
}
