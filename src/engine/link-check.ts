import type { LinkUse } from "../../schema/kit/asset-kit";
import { siteError, type SiteError } from "./errors";
import type { RouteTable } from "./route-table";
import { textPositions, type YamlSource } from "./yaml-source";

/** The path a link names, without query or fragment: "/#planes" → "/". */
function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? "";
  return path === "" ? "/" : path.replace(/\/+$/, "") || "/";
}

/**
 * Internal links that lead to no page, alias or redirect, one warning per target: where it is first
 * linked, and how many other files link it too. Warnings, not errors: a link may name a page that
 * is planned but not written yet.
 */
export function checkLinks(linksByFile: ReadonlyMap<YamlSource, readonly LinkUse[]>, routes: RouteTable): SiteError[] {
  const filesByTarget = new Map<string, YamlSource[]>();
  for (const [source, links] of linksByFile) {
    for (const href of new Set(links.map((link) => link.href))) {
      if (routes.has(linkPath(href))) continue;
      filesByTarget.set(href, [...(filesByTarget.get(href) ?? []), source]);
    }
  }
  return [...filesByTarget].map(([href, sources]) => {
    const [first, ...others] = [...sources].sort((a, b) => a.file.localeCompare(b.file));
    const position = (first && textPositions(first, href)[0]) ?? { line: 1, column: 1 };
    const elsewhere =
      others.length > 0 ? ` (linked from ${others.length} more file${others.length > 1 ? "s" : ""})` : "";
    return siteError(
      "broken-link",
      { file: first?.file ?? "", ...position },
      `${href} leads to no page, alias or redirect${elsewhere}`,
    );
  });
}
