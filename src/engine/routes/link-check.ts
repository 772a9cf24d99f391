import { isLinkProblem, readLink } from "../../../schema/kit/link-rules";
import type { ValidationContext } from "../../../schema/kit/validation-context";
import { nearest } from "../errors/did-you-mean";
import { siteError, type SiteError } from "../errors/catalogue";
import type { RouteTable } from "./route-table";
import { formatPath, positionOf, textPosition, type YamlSource } from "../read/yaml-source";

/** A document once validated: where it came from, what page it is, and the links and ids it declared. */
export interface CheckedDocument {
  source: YamlSource;
  /** The page's path; none for content/ files, whose links show on many pages. */
  route?: string;
  context: ValidationContext;
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

/** The section ids of every page by route; undefined where a page had errors and its ids are not all known. */
function idsByRoute(documents: readonly CheckedDocument[], errors: SiteError[]): Map<string, Set<string> | undefined> {
  const ids = new Map<string, Set<string> | undefined>();
  for (const document of documents) {
    if (document.route === undefined) continue;
    if (!document.valid) {
      ids.set(document.route, undefined);
      continue;
    }
    const seen = new Set<string>();
    for (const anchor of document.context.anchors) {
      if (seen.has(anchor.id)) {
        const { source } = document;
        errors.push(
          siteError(
            "duplicate-anchor",
            { file: source.file, ...positionOf(source, anchor.path), path: formatPath(anchor.path) },
            `another section of this page has the id "${anchor.id}" too`,
          ),
        );
      }
      seen.add(anchor.id);
    }
    ids.set(document.route, seen);
  }
  return ids;
}

/**
 * Checks the links of every document once all routes are known. A link to a path that no page, alias
 * or redirect serves is an error, reported once per file and path. An anchor that names no section of
 * its page is an error too: that page exists, and the link would land at its top.
 */
export function checkLinks(
  documents: readonly CheckedDocument[],
  routes: RouteTable,
  options: LinkCheckOptions,
): SiteError[] {
  const errors: SiteError[] = [];
  /** One report per file and path, however often the file links there. */
  const brokenLinks = new Map<string, SiteError>();
  const pageIds = idsByRoute(documents, errors);

  for (const { source, route, context } of documents) {
    const at = (path: readonly PropertyKey[]) => ({
      file: source.file,
      ...positionOf(source, path),
      path: formatPath(path),
    });
    for (const link of context.links) {
      const target = readLink(link.href);
      if (isLinkProblem(target)) continue; // reported by the schema
      if (target.kind === "anchor" && route === undefined) {
        errors.push(
          siteError(
            "invalid-link",
            at(link.path),
            `"${link.href}" points into the same page, but ${source.file} is shown on many pages`,
            `Write the path of the page before the anchor, such as "/${link.href}".`,
          ),
        );
        continue;
      }
      let anchorRoute: string | undefined;
      if (target.kind === "anchor") anchorRoute = route;
      if (target.kind === "path") {
        const path = routeOf(target.path);
        const claim = routes.get(path);
        if (!claim) {
          const unknown =
            !options.redirectsKnown || options.unknownRecordRoutes.some((pattern) => under(path, pattern));
          const key = `${source.file}\n${link.href}`;
          if (!unknown && !brokenLinks.has(key)) {
            const position = textPosition(source, link.href) ?? positionOf(source, link.path);
            brokenLinks.set(
              key,
              siteError(
                "broken-link",
                { file: source.file, ...position },
                `${link.href} leads to no page, alias or redirect`,
              ),
            );
          }
          continue;
        }
        // A redirect's anchor is the business of the page it leads to, which may be another site.
        if (target.anchor !== undefined && claim.kind !== "redirect") {
          anchorRoute = claim.kind === "alias" ? claim.target : path;
        }
      }
      const anchor = target.kind === "anchor" ? target.anchor : target.kind === "path" ? target.anchor : undefined;
      if (anchor === undefined || anchorRoute === undefined) continue;
      const ids = pageIds.get(anchorRoute);
      if (!ids || ids.has(anchor)) continue;
      const suggestions = nearest(anchor, [...ids]);
      const known =
        ids.size > 0 ? `; its sections' ids are ${[...ids].join(", ")}` : "; none of its sections has an id";
      errors.push(
        siteError(
          "missing-anchor",
          at(link.path),
          `no section of the page ${anchorRoute} has the id "${anchor}"${known}`,
          suggestions.length > 0
            ? `Did you mean #${suggestions[0]}?`
            : `Give the section "id: ${anchor}" in its page, or link to an id it has.`,
        ),
      );
    }
  }
  return [...errors, ...brokenLinks.values()];
}
