import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { siteWideFilePaths } from "../../routing/route-path";
import type { Site } from "../site";
import type { OutputFile } from "./output-tree";
import { feedXml, type PublishedFileBytes } from "./feed-xml";
import { hostRedirects } from "./host-redirects";
import { hostHeaders } from "./host-headers";
import { robotsTxt, sitemapXml } from "./sitemap";

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
