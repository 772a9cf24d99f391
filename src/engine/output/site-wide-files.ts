import { createHash } from "node:crypto";
import type { Site } from "../site";
import type { OutputFile } from "./output-tree";
import { hostRedirects } from "./host-redirects";
import { hostHeaders } from "./host-headers";
import { robotsTxt, sitemapXml } from "./sitemap";

/**
 * The files that speak for the whole site rather than for one page: sitemap.xml, robots.txt, and the
 * redirects and the Content Security Policy in the forms static hosts read (_redirects, _headers).
 */
export function siteWideFiles(site: Site): Map<string, OutputFile> {
  const texts: [string, string][] = [
    ["sitemap.xml", sitemapXml(site.pages, site.identity)],
    ["robots.txt", robotsTxt(site.identity)],
    ["_redirects", hostRedirects(site)],
    ["_headers", hostHeaders(site)],
  ];
  return new Map(
    texts.map(([file, text]) => [
      file,
      { version: createHash("sha256").update(text).digest("hex").slice(0, 40), source: { text } },
    ]),
  );
}
