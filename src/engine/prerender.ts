import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pageHtmlFile } from "../routing/route-path";
import { redirectDocument } from "./html-document";
import type { Site } from "./load-site";
import type { AssetSource } from "./page-assets";
import { renderSitePage, type RenderPage } from "./render-site-page";
import { notFoundRoute } from "./page-kind";
import type { PageCards } from "./social-card/page-cards";
import { siteRoutes } from "./site-routes";
import { robotsTxt, sitemapXml } from "./sitemap";

interface PrerenderOptions {
  site: Site;
  outDir: string;
  assets: AssetSource;
  renderPage: RenderPage;
  builtYear: number;
  /** Draws each page's social card, written beside its HTML. */
  cards: PageCards;
}

export interface PrerenderResult {
  /** Paths written: pages, aliases and redirects. */
  paths: number;
  /** Social cards drawn in this build; the others came from the cache unchanged. */
  cardsDrawn: number;
  cards: number;
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
 * pages, dist/404.html, which static hosts serve for any unknown path, and for search engines
 * sitemap.xml and robots.txt; beside each page's HTML, its social card (card.png).
 */
export async function prerenderSite({
  site,
  outDir,
  assets,
  renderPage,
  builtYear,
  cards,
}: PrerenderOptions): Promise<PrerenderResult> {
  const render = (page: Site["pages"][number]) =>
    renderSitePage({
      page,
      site: site.data,
      identity: site.identity,
      builtYear,
      renderPage,
      assets,
      redirects: site.redirects,
    });
  const routes = [...siteRoutes(site)];
  let cardsDrawn = 0;
  let cardCount = 0;
  await eachLimited(routes, 8, async ([route, data]) => {
    const html = "redirect" in data ? redirectDocument(data.redirect, site.url) : render(data);
    await writeOut(outDir, pageHtmlFile(route), html);
    // One card per page, at its own route; its aliases show the same card.
    if (!("redirect" in data) && data.route === route) {
      cardCount++;
      if ((await cards.write(data, outDir)) === "drawn") cardsDrawn++;
    }
  });

  const notFoundPage = site.pages.find((page) => page.route === notFoundRoute);
  if (notFoundPage) await writeOut(outDir, "404.html", render(notFoundPage));
  await writeOut(outDir, "sitemap.xml", sitemapXml(site.pages, site.identity));
  await writeOut(outDir, "robots.txt", robotsTxt(site.identity));
  return { paths: routes.length, cardsDrawn, cards: cardCount };
}
