import { isCollectionName } from "../../../schema/collections";
import type { CurrentRecord } from "../../../schema/kit/document-uses";
import type { SiteFacts } from "../../../schema/kit/validation-context";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/is-mapping";
import { pageRouteOf, recordRoute } from "./page-routes";
import type { PageInput } from "../validate/validate-page";
import { positionOf, type YamlSource } from "../read/yaml-source";

/** A page to validate: one per page file, one per record for per-record pages. */
export type PageToValidate = PageInput & { current?: CurrentRecord };

/** A page file, and the pages it makes. */
export interface PageFileMade {
  source: YamlSource;
  pages: PageToValidate[];
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
    errors.push(siteError("missing-collection", where, { parameter }));
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
