import type { DocumentUses, LinkUse } from "../../../schema/kit/document-uses";
import { nearest } from "../errors/did-you-mean";
import { siteError, type ErrorPlace, type SiteError } from "../errors/site-error";
import { formatPath, positionOf, textPosition, type YamlSource } from "../read/yaml-source";
import type { RouteClaims } from "./routes";
import { placesOfUses } from "./value-paths";

/** A document once validated: where it came from, what page it is, and the links and ids it declared. */
export interface CheckedDocument {
  source: YamlSource;
  /** The page's path; none for content/ files, whose links show on many pages. */
  route?: string;
  uses: DocumentUses;
  /** False when the document had errors: links and ids of the parts that failed were not noted. */
  valid: boolean;
}

export interface LinkCheckOptions {
  /** False when content/site.yaml did not validate: its redirects are unknown, so no path is reported as leading nowhere. */
  redirectsKnown: boolean;
  /** Per-record routes ("/blog/[id]") whose collection could not be read, so every record path under them may exist. */
  unknownRecordRoutes: readonly string[];
}

/** The route a site path names, without query or trailing slash: "/blog/?x=1" → "/blog". */
function routeOf(path: string): string {
  const route = path.split("?")[0] ?? "";
  return route.replace(/\/+$/, "") || "/";
}

function under(route: string, pattern: string): boolean {
  const prefix = pattern.replace(/\[[a-zA-Z]+\]$/, "");
  return route.startsWith(prefix) && !route.slice(prefix.length).includes("/") && route.length > prefix.length;
}

/** Where each use of a value a document declares is, in turn, found when a report needs it. */
function placesIn(source: YamlSource): (value: string) => () => ErrorPlace {
  // Read from the positioned document: a page file that validated before is known by a summary alone.
  const pathOf = placesOfUses(() => source.positioned().doc.toJS());
  return (value) => {
    const path = pathOf(value);
    return () => ({ file: source.file, ...positionOf(source, path()), path: formatPath(path()) });
  };
}

/** The section ids of every page by route; undefined where a page had errors and its ids are not all known. */
function idsByRoute(documents: readonly CheckedDocument[], errors: SiteError[]): Map<string, Set<string> | undefined> {
  const ids = new Map<string, Set<string> | undefined>();
  for (const { source, route, uses, valid } of documents) {
    if (route === undefined) continue;
    if (!valid) {
      ids.set(route, undefined);
      continue;
    }
    const seen = new Set<string>();
    const placeOf = placesIn(source);
    for (const { id } of uses.anchors) {
      const place = placeOf(id);
      if (seen.has(id)) errors.push(siteError("duplicate-anchor", place(), { id }));
      seen.add(id);
    }
    ids.set(route, seen);
  }
  return ids;
}

/** What the link check knows of the whole site while it checks one document's links. */
interface SiteLinks {
  claims: RouteClaims;
  options: LinkCheckOptions;
  pageIds: Map<string, Set<string> | undefined>;
  /** One report per file and path, however often the file links there. */
  brokenLinks: Map<string, SiteError>;
  errors: SiteError[];
}

/** The page whose sections a link's anchor names, or undefined when there is none to check. */
function anchorPage(
  link: LinkUse,
  place: () => ErrorPlace,
  document: CheckedDocument,
  site: SiteLinks,
): string | undefined {
  const { target } = link;
  if (target.kind === "anchor") return document.route;
  if (target.kind !== "path") return undefined;
  const path = routeOf(target.path);
  const claim = site.claims.get(path);
  if (!claim) {
    const { options } = site;
    const unknown = !options.redirectsKnown || options.unknownRecordRoutes.some((pattern) => under(path, pattern));
    const key = `${document.source.file}\n${link.href}`;
    if (!unknown && !site.brokenLinks.has(key)) {
      const { source } = document;
      const position = textPosition(source, link.href);
      // Placed by its text, as the file shows it: the path of a link reported once per file means little.
      const { line, column } = position ?? place();
      const where = { file: source.file, line, column };
      site.brokenLinks.set(key, siteError("broken-link", where, { href: link.href }));
    }
    return undefined;
  }
  // A redirect's anchor is the business of the page it leads to, which may be another site.
  if (target.anchor === undefined || claim.kind === "redirect") return undefined;
  return claim.kind === "alias" ? claim.target : path;
}

/** Checks one document's links: that each leads to a path of the site, and its anchor to a section there. */
function checkDocument(document: CheckedDocument, site: SiteLinks): void {
  const placeOf = placesIn(document.source);
  for (const link of document.uses.links) {
    const { target } = link;
    const place = placeOf(link.href);
    if (target.kind === "anchor" && document.route === undefined) {
      const reason = `"${link.href}" points into the same page, but ${document.source.file} is shown on many pages`;
      const hint = `Write the path of the page before the anchor, such as "/${link.href}".`;
      site.errors.push(siteError("invalid-link", place(), { reason }, hint));
      continue;
    }
    const route = anchorPage(link, place, document, site);
    const anchor = target.kind === "anchor" || target.kind === "path" ? target.anchor : undefined;
    const ids = route === undefined ? undefined : site.pageIds.get(route);
    if (route === undefined || anchor === undefined || !ids || ids.has(anchor)) continue;
    const suggestions = nearest(anchor, [...ids]);
    const hint =
      suggestions.length > 0
        ? `Did you mean #${suggestions[0]}?`
        : `Give the section "id: ${anchor}" in its page, or link to an id it has.`;
    site.errors.push(siteError("missing-anchor", place(), { route, anchor, ids: [...ids] }, hint));
  }
}

/**
 * Checks the links of every document once all routes are known. A link to a path that no page, alias
 * or redirect serves is an error, reported once per file and path. An anchor that names no section of
 * its page is an error too: that page exists, and the link would land at its top.
 */
export function checkLinks(
  documents: readonly CheckedDocument[],
  claims: RouteClaims,
  options: LinkCheckOptions,
): SiteError[] {
  const errors: SiteError[] = [];
  const pageIds = idsByRoute(documents, errors);
  const site: SiteLinks = { claims, options, pageIds, brokenLinks: new Map(), errors };
  for (const document of documents) checkDocument(document, site);
  return [...errors, ...site.brokenLinks.values()];
}
