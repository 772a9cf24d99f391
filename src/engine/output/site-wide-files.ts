import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { siteWideFilePaths } from "../../routing/route-path";
import type { Site, SiteIdentity } from "../site";
import type { OutputFile } from "./output-tree";
import { feedXml, type PublishedFileBytes } from "./feed-xml";
import { contentSecurityPolicy, mergeSources } from "../render/content-security-policy";
import { blockSources, siteSources } from "../render/page-policy";
import { withBase } from "../../routing/base-path";
import type { PageData } from "../../../schema/page";
import { escapeHtml } from "../../render/escape-html";
import { canonicalUrl, siteAddress } from "../render/page-head";
import { notFoundRoute } from "../render/page-kind";

/** The size of a file of the output, from where it comes: undefined for one the site does not publish. */
export function publishedFileBytes(files: ReadonlyMap<string, OutputFile>): PublishedFileBytes {
  return async (file) => {
    const source = files.get(file)?.source;
    if (!source) return undefined;
    if ("text" in source) return Buffer.byteLength(source.text);
    return (await stat("copy" in source ? source.copy : source.cached)).size;
  };
}

/**
 * The files that speak for the whole site rather than for one page: sitemap.xml, robots.txt, the
 * redirects and the Content Security Policy in the forms static hosts read (_redirects, _headers), and
 * the feeds site.yaml asks for, whose pictures' sizes `bytes` tells.
 */
export async function siteWideFiles(site: Site, bytes: PublishedFileBytes): Promise<Map<string, OutputFile>> {
  const feeds = await Promise.all(
    site.feeds.map(
      async (feed): Promise<[string, string]> => [
        feed.path,
        await feedXml(feed, { identity: site.identity, records: site.facts.records }, bytes),
      ],
    ),
  );
  const texts: [string, string][] = [
    [siteWideFilePaths.sitemap, sitemapXml(site.pages, site.identity)],
    [siteWideFilePaths.robots, robotsTxt(site.identity)],
    [siteWideFilePaths.hostRedirects, hostRedirects(site)],
    [siteWideFilePaths.hostHeaders, hostHeaders(site)],
    ...feeds,
  ];
  return new Map(
    texts.map(([sitePath, text]) => [
      sitePath.slice(1),
      { version: createHash("sha256").update(text).digest("hex").slice(0, 40), source: { text } },
    ]),
  );
}

/**
 * _headers, as Netlify and Cloudflare Pages read it: the Content Security Policy as a header on every
 * path of the site. Hosts cap the rules of the file (Cloudflare Pages at 100), so it is one rule under
 * the base, allowing what any page needs; each page's meta tag narrows that to its own needs, and a
 * browser enforces both. Style attributes differ from page to page and are allowed by their hashes in
 * the meta tag only, so the header allows inline styles. It also says who may frame the site, which
 * only a header can.
 */
export function hostHeaders(site: Pick<Site, "pages" | "identity">): string {
  const sources = mergeSources(siteSources(site.identity), blockSources(site.pages.flatMap((page) => page.blocks)), {
    "style-src": ["'unsafe-inline'"],
  });
  return `${site.identity.base}*\n  Content-Security-Policy: ${contentSecurityPolicy(sources, "header")}\n`;
}

/**
 * _redirects, as Netlify and Cloudflare Pages read it: one line per redirect of site.yaml, "from to 301",
 * both under the folder the site is served under (the destination has its base from validation). The
 * link rules let no space or line break into a path or a link, so no value can split a line or add one.
 */
export function hostRedirects(site: Pick<Site, "routes" | "identity">): string {
  const lines = [...site.routes].flatMap(([path, route]) =>
    route.kind === "redirect" ? [`${withBase(site.identity.base, path)} ${route.to} 301`] : [],
  );
  return lines.map((line) => `${line}\n`).join("");
}

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
