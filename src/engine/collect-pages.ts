import { isCollectionName } from "../../schema/collections";
import type { CurrentRecord, SiteFacts } from "../../schema/kit/validation-context";
import { siteError, type SiteError } from "./errors";
import { pageRouteOf, recordRoute } from "./page-routes";
import { claimRoute, type RouteTable } from "./route-table";
import type { PageInput } from "./validate-page";
import { positionOf, type YamlSource } from "./yaml-source";

/** A page to validate: one per page file, one per record for per-record pages. */
export type PageToValidate = PageInput & { current?: CurrentRecord };

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every page the files describe, each claiming its path (and its aliases) in the route table.
 * A per-record page (pages/blog/[id].yaml) becomes one page per record of its collection.
 */
export function collectPages(
  sources: readonly YamlSource[],
  facts: Pick<SiteFacts, "records" | "unreadableRecords">,
  routes: RouteTable,
  errors: SiteError[],
): { pages: PageToValidate[]; unknownRecordRoutes: string[] } {
  /** Per-record routes whose collection could not be read, so which records they have is unknown. */
  const unknownRecordRoutes: string[] = [];
  const pages = sources.flatMap((source): PageToValidate[] => {
    const { route, parameter } = pageRouteOf(source.file);
    // A page with a syntax error still owns its route, so links to it are not reported as well.
    if (!parameter) claimRoute(routes, route, { kind: "page", source, path: [] }, errors);
    if (!source.readable) return [];
    const raw = source.data;
    if (!parameter) return [{ source, raw, route }];

    const collection = isMapping(raw) ? raw.collection : undefined;
    if (!isCollectionName(collection)) {
      const where = { file: source.file, ...positionOf(source, ["collection"]), path: "collection" };
      errors.push(
        siteError(
          "missing-collection",
          where,
          `[${parameter}] in the file name makes one page per record; "collection" must name the collection`,
        ),
      );
      return [];
    }
    if (facts.unreadableRecords.get(collection) === "all") unknownRecordRoutes.push(route);
    return [...facts.records[collection].values()].map((record) => {
      const recordPath = recordRoute(route, record.id);
      claimRoute(routes, recordPath, { kind: "page", source, path: [] }, errors);
      return { source, raw, route: recordPath, record: { ...record }, current: { collection, id: record.id } };
    });
  });

  for (const page of pages) {
    const aliases = isMapping(page.raw) && Array.isArray(page.raw.aliases) ? page.raw.aliases : [];
    aliases.forEach((alias, index) => {
      if (typeof alias !== "string") return;
      claimRoute(
        routes,
        alias,
        { kind: "alias", source: page.source, path: ["aliases", index], target: page.route },
        errors,
      );
    });
  }
  return { pages, unknownRecordRoutes };
}
