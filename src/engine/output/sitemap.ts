import type { PageData } from "../../../schema/page";
import { escapeHtml } from "../../render/escape-html";
import { canonicalUrl, siteAddress } from "../render/page-head";
import { withBase } from "../../routing/base-path";
import { siteWideFilePaths } from "../../routing/route-path";
import { notFoundRoute } from "../render/page-kind";
import type { SiteIdentity } from "../site";

/**
 * The pages search engines should list: every page by its own route. Aliases (the same page again),
 * redirects, the not-found page and paths under "/_" (the site's own tools, such as its block
 * catalog) are left out.
 */
export function listedPages(pages: readonly PageData[]): PageData[] {
  return pages
    .filter((page) => page.route !== notFoundRoute && !page.route.startsWith("/_"))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** sitemap.xml: one <url> per listed page, with its versions in other languages. */
export function sitemapXml(pages: readonly PageData[], identity: SiteIdentity): string {
  const entries = listedPages(pages).map((page) => {
    const alternates = identity.languages.flatMap(({ code: lang }) => {
      const route = lang === page.lang ? page.route : page.translations[lang];
      return route && Object.keys(page.translations).length > 0
        ? [
            `    <xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(canonicalUrl(route, identity))}" />`,
          ]
        : [];
    });
    return ["  <url>", `    <loc>${escapeHtml(canonicalUrl(page.route, identity))}</loc>`, ...alternates, "  </url>"];
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries.flat(),
    `</urlset>`,
    ``,
  ].join("\n");
}

/** robots.txt: everything may be crawled but the site's own tools, and the sitemap says what there is. */
export function robotsTxt(identity: SiteIdentity): string {
  const tools = withBase(identity.base, "/_");
  return [
    "User-agent: *",
    `Disallow: ${tools}`,
    "",
    `Sitemap: ${siteAddress(siteWideFilePaths.sitemap, identity)}`,
    "",
  ].join("\n");
}
