import type { PageData } from "../../../schema/page";
import { siteError, type SiteError } from "../errors/site-error";
import { positionOf, type YamlSource } from "../read/yaml-source";

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
