import type { SiteError } from "../errors/site-error";
import { isMapping } from "../read/is-mapping";
import type { YamlSource } from "../read/yaml-source";
import type { SiteConfig } from "../validate/site-config";
import type { PageFileMade } from "./page-routes";
import { pageRouteOf } from "./page-routes";
import { claimRoute, type RouteClaims } from "./routes";

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
