import type { PageData } from "../../../schema/page";
import { siteError, type SiteError } from "../errors/site-error";
import { positionOf, type YamlSource } from "../read/yaml-source";
import { isMapping } from "../read/yaml-data";
import type { SiteConfig } from "../validate/site-config";
import { type PageFileMade, pageRouteOf } from "./page-routes";
import type { CollectionName } from "../../../schema/collections";
import type { FeedConfig } from "../../../schema/feeds";
import type { Language } from "../../../schema/language/site-language";
import { siteWideFilePaths } from "../../routing/route-path";
import type { SourcedPage } from "./link-check";

/**
 * Who claims a path while the site loads: a page file, an alias of a page, a redirect in site.yaml, or
 * a feed in site.yaml (a file, which a link may lead to as to a page).
 */
export interface RouteClaim {
  kind: "page" | "alias" | "redirect" | "feed";
  source: YamlSource;
  /** Where in the source the claim is written, for the error when two claims collide. */
  path: readonly PropertyKey[];
  /** For aliases and redirects: the path they lead to. */
  target?: string;
}

/** Every claim on every path; two claims on one path are an error where the second is written. */
export type RouteClaims = Map<string, RouteClaim>;

const claimNames = { alias: "an alias", redirect: "a redirect", feed: "a feed" };

function describeClaim(claim: RouteClaim): string {
  if (claim.kind === "page") return `the page ${claim.source.file}`;
  return `${claimNames[claim.kind]} in ${claim.source.file}`;
}

/** Records who serves `route`, or reports the collision when the path is taken already. */
export function claimRoute(claims: RouteClaims, route: string, claim: RouteClaim, errors: SiteError[]): void {
  const earlier = claims.get(route);
  if (!earlier) {
    claims.set(route, claim);
    return;
  }
  if (earlier.source === claim.source && earlier.kind === claim.kind && claim.kind === "page") return;
  const where = { file: claim.source.file, ...positionOf(claim.source, claim.path) };
  errors.push(siteError("duplicate-route", where, { route, earlier: describeClaim(earlier) }));
}

/** What a path of the built site serves: a page, the page an alias shows, or a redirect elsewhere. */
export type Route = { kind: "page" | "alias"; page: PageData } | { kind: "redirect"; to: string };

/** Every path of the built site, pages first, then aliases, then redirects. */
export type Routes = ReadonlyMap<string, Route>;

/** The site's paths from its pages and the claims that named them. */
export function siteRoutes(pages: readonly PageData[], claims: RouteClaims): Routes {
  const routes = new Map<string, Route>();
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  for (const page of pages) routes.set(page.route, { kind: "page", page });
  for (const [path, claim] of claims) {
    const page = claim.kind === "alias" && claim.target !== undefined ? byRoute.get(claim.target) : undefined;
    if (page) routes.set(path, { kind: "alias", page });
  }
  for (const [path, claim] of claims)
    if (claim.kind === "redirect" && claim.target !== undefined)
      routes.set(path, { kind: "redirect", to: claim.target });
  return routes;
}

/**
 * Every page's path, then every alias, then every redirect, claimed in the order of the files; two
 * claims on one path are an error. A page file with a syntax error still owns its route, so that links
 * to it are not reported as well.
 */
export function claimRoutes(
  files: readonly PageFileMade[],
  site: { source: YamlSource; config: SiteConfig } | undefined,
): { claims: RouteClaims; errors: SiteError[] } {
  const claims: RouteClaims = new Map();
  const errors: SiteError[] = [];
  for (const { source, pages } of files) {
    const { route, parameter } = pageRouteOf(source.file);
    if (!parameter) claimRoute(claims, route, { kind: "page", source, path: [] }, errors);
    else for (const page of pages) claimRoute(claims, page.route, { kind: "page", source, path: [] }, errors);
  }
  for (const page of files.flatMap((file) => file.pages)) {
    const aliases = isMapping(page.raw) && Array.isArray(page.raw.aliases) ? page.raw.aliases : [];
    aliases.forEach((alias, index) => {
      if (typeof alias !== "string") return;
      const claim = { kind: "alias" as const, source: page.source, path: ["aliases", index], target: page.route };
      claimRoute(claims, alias, claim, errors);
    });
  }
  site?.config.redirects.forEach((redirect, index) => {
    const claim = {
      kind: "redirect" as const,
      source: site.source,
      path: ["redirects", index, "from"],
      target: redirect.to,
    };
    claimRoute(claims, redirect.from, claim, errors);
  });
  return { claims, errors };
}

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
