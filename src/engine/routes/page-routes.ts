import { isCollectionName } from "../../../schema/collections";
import type { CurrentRecord, SiteFacts } from "../../../schema/kit/validation-context";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import type { PageInput } from "../validate/validate-page";
import { positionOf, type YamlSource } from "../read/yaml-source";

/** A page file's route, and whether it renders once per record of a collection. */
export interface PageRoute {
  /** "/home/seo-agency"; for a per-record page, the route with the parameter: "/blog/[id]". */
  route: string;
  /** Set on pages/<path>/[id].yaml: the parameter's name. */
  parameter?: string;
}

const parameterSegment = /^\[([a-z][a-zA-Z]*)\]$/;
/** A segment of a path on the site, as aliases and redirects write them. */
const pathSegment = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** pages/index.yaml → "/", pages/home/seo-agency.yaml → "/home/seo-agency", pages/blog/[id].yaml → "/blog/[id]". */
export function pageRouteOf(file: string): PageRoute {
  const segments = file
    .replace(/^pages\//, "")
    .replace(/\.ya?ml$/, "")
    .split("/");
  if (segments[segments.length - 1] === "index") segments.pop();
  const last = segments[segments.length - 1] ?? "";
  const parameter = parameterSegment.exec(last)?.[1];
  const route = `/${segments.join("/")}`;
  return parameter ? { route, parameter } : { route };
}

/** "About Us" → "about-us": the name a careless file name most likely meant. */
function asSegment(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Why a file under pages/ cannot be a route, or undefined when it can. Its folders and name are the
 * segments of its path, so they follow the rule of every path on the site: lower-case letters, digits
 * and hyphens. The name may also be [id] for a per-record page. Anything else ("..", "Pricing",
 * "about us") would make a path that is no page, or one that overwrites another page's output.
 */
export function pageFileNameProblem(
  file: string,
): { facts: { what: "file name" | "folder name"; name: string }; hint: string } | undefined {
  const segments = file.replace(/^pages\//, "").split("/");
  const name = (segments.pop() ?? "").replace(/\.ya?ml$/, "");
  const badFolder = segments.find((folder) => !pathSegment.test(folder));
  const bad = badFolder ?? (pathSegment.test(name) || parameterSegment.test(name) ? undefined : name);
  if (bad === undefined) return undefined;
  const what = badFolder === undefined ? "file name" : "folder name";
  const renamed = [...segments.map((folder) => asSegment(folder) || folder), asSegment(name)];
  const suggestion =
    renamed.every((segment) => pathSegment.test(segment)) && renamed.length > 0
      ? `Rename it pages/${renamed.join("/")}.yaml.`
      : "Name it with lower-case letters, digits and hyphens, such as pages/about-us.yaml.";
  return {
    facts: { what, name: bad },
    hint: `${suggestion} The file is not built until then.`,
  };
}

/** "/blog/[id]" with record 7 → "/blog/7". */
export function recordRoute(route: string, id: number): string {
  return route.replace(/\[[a-zA-Z]+\]$/, String(id));
}

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
