import type { LinkUse } from "../../schema/kit/asset-kit";
import { siteError, type SiteError } from "./errors";
import type { RouteTable } from "./route-table";
import { scalarPositions, type YamlSource } from "./yaml-source";

/** The path a link names, without query or fragment: "/#planes" → "/". */
function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? "";
  return path === "" ? "/" : path.replace(/\/+$/, "") || "/";
}

/**
 * Internal links that lead to no page, alias or redirect. Reported as warnings: a link may name a
 * page that is planned but not written yet.
 */
export function checkLinks(linksByFile: ReadonlyMap<YamlSource, readonly LinkUse[]>, routes: RouteTable): SiteError[] {
  const warnings: SiteError[] = [];
  for (const [source, links] of linksByFile) {
    const broken = new Set(links.map((link) => link.href).filter((href) => !routes.has(linkPath(href))));
    for (const href of broken) {
      const positions = scalarPositions(source, href);
      for (const position of positions.length > 0 ? positions : [{ line: 1, column: 1 }]) {
        warnings.push(
          siteError("broken-link", { file: source.file, ...position }, `${href} leads to no page, alias or redirect`),
        );
      }
    }
  }
  return warnings;
}
