import type { DocumentUses, LinkUse } from "../../../schema/kit/validation-context";
import { nearest, nearestPath } from "../errors/did-you-mean";
import { siteError, type ErrorPlace, type SiteError } from "../errors/site-error";
import { formatPath, positionOf, textPosition, type YamlSource } from "../read/yaml-source";
import type { RouteClaims } from "./routes";
import type { PageData } from "../../../schema/page";
import type { ErrorFactsMap } from "../errors/catalogue";

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
export function routeOf(path: string): string {
  const route = path.split("?")[0] ?? "";
  return route.replace(/\/+$/, "") || "/";
}

function under(route: string, pattern: string): boolean {
  const prefix = pattern.replace(/\[[a-zA-Z]+\]$/, "");
  return route.startsWith(prefix) && !route.slice(prefix.length).includes("/") && route.length > prefix.length;
}

/** Where each use of a value a document declares is, in turn, found when a report needs it. */
export function placesIn(source: YamlSource): (value: string) => () => ErrorPlace {
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
      const suggestion = nearestPath(path, site.claims.keys());
      const hint = suggestion === undefined ? undefined : `Did you mean ${suggestion}?`;
      site.brokenLinks.set(key, siteError("broken-link", where, { href: link.href }, hint));
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
/**
 * Where a text stands in a document's data: each path at which a value is exactly that string, in the
 * order of the document. Links and section ids are noted as their fields check them, without their
 * place; a report about one finds its place here, and only a report needs it.
 */
function pathsOfValue(data: unknown, value: string): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (node === value) found.push(path);
    else if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
    else if (typeof node === "object" && node !== null)
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
  };
  visit(data, []);
  return found;
}

/**
 * The place of each use of a value in a document, in turn: the n-th use gets the n-th place the value
 * stands, so two links with the same text are reported at their own lines. Each use is counted at
 * once and placed only when asked: most uses are never reported, and placing one walks the document.
 */
function placesOfUses(data: () => unknown): (value: string) => () => readonly PropertyKey[] {
  const places = new Map<string, PropertyKey[][]>();
  const used = new Map<string, number>();
  return (value) => {
    const index = used.get(value) ?? 0;
    used.set(value, index + 1);
    return () => {
      let paths = places.get(value);
      if (!paths) places.set(value, (paths = pathsOfValue(data(), value)));
      return paths[Math.min(index, paths.length - 1)] ?? [];
    };
  };
}

export interface SourcedPage {
  page: PageData;
  source: YamlSource;
}

/**
 * Checks every page's translations once all pages are known: each names a page (not an alias, a
 * redirect or nothing) written in the language it is listed under, and that page names this one
 * back. Search engines ignore alternates that do not point both ways, so a one-sided pair is an error.
 */
export function checkTranslations(pages: readonly SourcedPage[]): SiteError[] {
  const byRoute = new Map(pages.map((entry) => [entry.page.route, entry.page]));
  const errors: SiteError[] = [];
  for (const { page, source } of pages) {
    for (const [lang, route] of Object.entries(page.translations)) {
      const path = ["translations", lang];
      const report = (facts: ErrorFactsMap["invalid-translation"]) =>
        errors.push(
          siteError(
            "invalid-translation",
            { file: source.file, ...positionOf(source, path), path: path.join(".") },
            facts,
          ),
        );
      const target = byRoute.get(route);
      if (lang === page.lang) report({ problem: "same-language", lang });
      else if (!target) report({ problem: "not-a-page", route });
      else if (target.lang !== lang) report({ problem: "other-language", route, lang, written: target.lang });
      else if (target.translations[page.lang] !== page.route) {
        report({ problem: "not-named-back", route, page: page.route, lang: page.lang });
      }
    }
  }
  return errors;
}
