import type { CollectionName } from "../../../schema/collections";
import type { FeedConfig } from "../../../schema/feeds";
import type { Language } from "../../../schema/language/site-language";
import { siteWideFilePaths } from "../../routing/route-path";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/is-mapping";
import { positionOf, type YamlSource } from "../read/yaml-source";
import type { SourcedPage } from "./link-check";
import { pageRouteOf, type PageFileMade } from "./page-routes";
import { claimRoute, type RouteClaims } from "./routes";

/** A feed the build writes: site.yaml's fields with their defaults, and the pages its entries lead to. */
export interface SiteFeed {
  title: string;
  description: string;
  author: string;
  /** Where it is published, "/blog/feed.xml", without the base. */
  path: string;
  collection: CollectionName;
  /** The route of the collection's per-record pages, "/blog/[id]": each entry leads to its record's. */
  recordRoute: string;
  /** The language of those pages. */
  lang: Language;
}

interface FeedSetup {
  site: { source: YamlSource; feeds: readonly FeedConfig[]; name: string; lang: Language };
  files: readonly PageFileMade[];
  sourced: readonly SourcedPage[];
}

const siteWideFileNames: Record<string, string> = {
  [siteWideFilePaths.sitemap]: "the sitemap the build writes",
  [siteWideFilePaths.robots]: "the robots.txt the build writes",
  [siteWideFilePaths.hostRedirects]: "the redirects file the build writes",
};

/**
 * Each feed of site.yaml with the pages its entries lead to, its path claimed like a page's, so that
 * two feeds, or a feed and a file the build writes for the whole site, never take one path; and links
 * may lead to a feed. A feed whose collection has no per-record page, or more than one, is an error.
 */
export function claimFeeds(
  { site, files, sourced }: FeedSetup,
  claims: RouteClaims,
): { feeds: SiteFeed[]; errors: SiteError[] } {
  const errors: SiteError[] = [];
  const feeds: SiteFeed[] = [];
  const perRecordFiles = files.filter((file) => pageRouteOf(file.source.file).parameter !== undefined);
  // A per-record file that cannot be read may be the collection's: its own error says what to fix.
  const collectionsKnown = perRecordFiles.every((file) => file.source.readable);
  site.feeds.forEach((feed, index) => {
    const at = (key: string) => ({
      file: site.source.file,
      ...positionOf(site.source, ["feeds", index, key]),
      path: `feeds[${index}].${key}`,
    });
    const taken = siteWideFileNames[feed.path];
    if (taken) {
      const hint = `Give the feed another path, such as /blog/feed.xml: the build writes ${feed.path} itself.`;
      errors.push(siteError("duplicate-route", at("path"), { route: feed.path, earlier: taken }, hint));
    } else claimRoute(claims, feed.path, { kind: "feed", source: site.source, path: ["feeds", index, "path"] }, errors);

    const recordFiles = perRecordFiles.filter(
      ({ source }) => isMapping(source.data) && source.data.collection === feed.collection,
    );
    const [recordFile, ...others] = recordFiles;
    if (!recordFile || others.length > 0) {
      const routes = recordFiles.map(({ source }) => pageRouteOf(source.file).route);
      if (collectionsKnown || others.length > 0)
        errors.push(siteError("no-record-pages", at("collection"), { collection: feed.collection, routes }));
      return;
    }
    const recordPage = sourced.find((entry) => entry.source === recordFile.source)?.page;
    feeds.push({
      title: feed.title,
      description: feed.description ?? feed.title,
      author: feed.author ?? site.name,
      path: feed.path,
      collection: feed.collection,
      recordRoute: pageRouteOf(recordFile.source.file).route,
      lang: recordPage?.lang ?? site.lang,
    });
  });
  return { feeds, errors };
}
