import { isCollectionName } from "../../../schema/collections";
import type { CurrentRecord, SiteFacts } from "../../../schema/kit/validation-context";
import { siteError, type SiteError } from "../errors/catalogue";
import { pageRouteOf, recordRoute } from "./page-routes";
import { claimRoute, type RouteTable } from "./route-table";
import type { PageInput } from "../validate/validate-page";
import { positionOf, type YamlSource } from "../read/yaml-source";

/** A page to validate: one per page file, one per record for per-record pages. */
export type PageToValidate = PageInput & { current?: CurrentRecord };

/** A page file, and the pages it makes. */
export interface PageFileMade {
  source: YamlSource;
  pages: PageToValidate[];
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The pages a file makes: one, or for a per-record page (pages/blog/[id].yaml) one per record of its
 * collection. A per-record route whose collection could not be read is added to `unknownRecordRoutes`:
 * which records it has is unknown.
 */
export function pagesOfFile(
  source: YamlSource,
  facts: Pick<SiteFacts, "records" | "unreadableRecords">,
  errors: SiteError[],
  unknownRecordRoutes: string[],
): PageFileMade {
  const { route, parameter } = pageRouteOf(source.file);
  if (!source.readable) return { source, pages: [] };
  const raw = source.data;
  if (!parameter) return { source, pages: [{ source, raw, route }] };

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
    return { source, pages: [] };
  }
  if (facts.unreadableRecords.get(collection) === "all") unknownRecordRoutes.push(route);
  const pages = [...facts.records[collection].values()].map((record) => ({
    source,
    raw,
    route: recordRoute(route, record.id),
    record: { ...record },
    current: { collection, id: record.id },
  }));
  return { source, pages };
}

/**
 * Every page's path, then every alias, claimed in the route table in the order of the files; two
 * claims on one path are an error. A page file with a syntax error still owns its route, so that
 * links to it are not reported as well.
 */
export function claimPageRoutes(files: readonly PageFileMade[], routes: RouteTable, errors: SiteError[]): void {
  for (const { source, pages } of files) {
    const { route, parameter } = pageRouteOf(source.file);
    if (!parameter) claimRoute(routes, route, { kind: "page", source, path: [] }, errors);
    else for (const page of pages) claimRoute(routes, page.route, { kind: "page", source, path: [] }, errors);
  }
  for (const page of files.flatMap((file) => file.pages)) {
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
}
