import { siteError, type SiteError } from "../errors/catalogue";
import { positionOf, type YamlSource } from "../read/yaml-source";

/** Who serves a path: a page file, an alias of a page, or a redirect in site.yaml. */
export interface RouteClaim {
  kind: "page" | "alias" | "redirect";
  source: YamlSource;
  /** Where in the source the claim is written, for the error when two claims collide. */
  path: readonly PropertyKey[];
  /** For aliases and redirects: the path they lead to. */
  target?: string;
}

export type RouteTable = Map<string, RouteClaim>;

function describeClaim(claim: RouteClaim): string {
  if (claim.kind === "page") return `the page ${claim.source.file}`;
  return `${claim.kind === "alias" ? "an alias" : "a redirect"} in ${claim.source.file}`;
}

/** Records who serves `route`, or reports the collision when the path is taken already. */
export function claimRoute(table: RouteTable, route: string, claim: RouteClaim, errors: SiteError[]): void {
  const earlier = table.get(route);
  if (!earlier) {
    table.set(route, claim);
    return;
  }
  if (earlier.source === claim.source && earlier.kind === claim.kind && claim.kind === "page") return;
  const where = { file: claim.source.file, ...positionOf(claim.source, claim.path) };
  errors.push(siteError("duplicate-route", where, `the path ${route} is already served by ${describeClaim(earlier)}`));
}

/** Alias or redirect paths and where they lead. */
export function routeTargets(table: RouteTable, kind: "alias" | "redirect"): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [route, claim] of table) if (claim.kind === kind && claim.target) targets.set(route, claim.target);
  return targets;
}
