import { emptyRecords } from "../../schema/collections";
import path from "node:path";
import { createBlockSchemas } from "../../schema/blocks";
import { createBlockKit, type BlockContext } from "../../schema/kit/block-kit";
import type { LinkUse } from "../../schema/kit/asset-kit";
import type { PageData } from "../../schema/page";
import { createSiteSchema, hostsSchema, type SiteData } from "../../schema/site";
import { sortErrors, uniqueErrors, type SiteError } from "./errors";
import { checkLinks } from "./link-check";
import { loadCollections } from "./load-collections";
import { readPublicImages } from "./public-images";
import { readSources } from "./read-sources";
import { collectPages } from "./collect-pages";
import { claimRoute, routeTargets, type RouteTable } from "./route-table";
import { validatePage } from "./validate-page";
import { issuesToErrors } from "./zod-issues";
import type { YamlSource } from "./yaml-source";

/** A validated site: every page as the browser receives it, and the paths that lead to them. */
export interface Site {
  /** Address the site is served at, for canonical links. */
  url: string;
  data: SiteData;
  /** One page per route, per-record pages expanded. */
  pages: PageData[];
  /** Other paths that show a page: alias → route. */
  aliases: Map<string, string>;
  /** Paths that send the visitor elsewhere: from → to. */
  redirects: Map<string, string>;
}

export interface LoadResult {
  site: Site | undefined;
  errors: SiteError[];
  warnings: SiteError[];
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads, validates and resolves a whole site: content/site.yaml, the collections in content/ and every
 * page under pages/. All problems of all files come back together; `site` is set only when there are none.
 */
export async function loadSite(root: string): Promise<LoadResult> {
  const [{ sources, errors }, images] = await Promise.all([
    readSources(root),
    readPublicImages(path.join(root, "public")),
  ]);
  const rawSite = sources.site?.readable ? sources.site.data : undefined;
  const hosts = hostsSchema.safeParse(isMapping(rawSite) ? rawSite.hosts : undefined);

  const context: BlockContext = {
    images,
    hosts: hosts.success ? hosts.data : {},
    links: [],
    records: emptyRecords(),
    current: undefined,
  };
  const kit = createBlockKit(context);
  const linksByFile = new Map<YamlSource, LinkUse[]>();
  /** Runs a check of one document, keeping the internal links it saw for the link check. */
  const collectingLinks = <T>(source: YamlSource, check: () => T): T => {
    context.links = linksByFile.get(source) ?? [];
    linksByFile.set(source, context.links);
    return check();
  };

  const collections = loadCollections(sources.content, kit);
  errors.push(...collections.errors);
  context.records = collections.records;

  // Site: the default header and footer, the menu, the redirects.
  const siteSource = sources.site;
  const siteSchema = createSiteSchema(kit);
  // An empty site.yaml is checked as an empty mapping, so each missing field is named.
  const siteParse = siteSource?.readable
    ? collectingLinks(siteSource, () => siteSchema.safeParse(rawSite ?? {}, { reportInput: true }))
    : undefined;
  if (siteSource && siteParse && !siteParse.success) {
    errors.push(...issuesToErrors(siteParse.error.issues, { source: siteSource, schema: siteSchema, base: [] }));
  }
  const siteFields = siteParse?.success ? siteParse.data : undefined;

  // Routes: every page, alias and redirect claims its paths; two claims on one path are an error.
  const routes: RouteTable = new Map();
  const pageInputs = collectPages(sources.pages, context.records, routes, errors);
  siteFields?.redirects.forEach((redirect, index) => {
    if (siteSource)
      claimRoute(
        routes,
        redirect.from,
        { kind: "redirect", source: siteSource, path: ["redirects", index, "from"], target: redirect.to },
        errors,
      );
  });

  // Pages: validated against the block schemas, once per record on per-record pages.
  const blockSchemas = createBlockSchemas(kit);
  const pages: PageData[] = [];
  for (const input of pageInputs) {
    context.current = input.current;
    const defaults = siteFields && { lang: siteFields.lang, header: siteFields.header, footer: siteFields.footer };
    const result = collectingLinks(input.source, () => validatePage(input, blockSchemas, defaults));
    errors.push(...result.errors);
    if (result.page) pages.push(result.page);
  }
  context.current = undefined;

  const warnings = checkLinks(linksByFile, routes);
  const allErrors = sortErrors(uniqueErrors(errors));
  if (allErrors.length > 0 || !siteFields) return { site: undefined, errors: allErrors, warnings };
  return {
    site: {
      url: siteFields.url.replace(/\/$/, ""),
      data: {
        name: siteFields.name,
        url: siteFields.url.replace(/\/$/, ""),
        menu: siteFields.menu,
        mobileAction: siteFields.mobileAction,
      },
      pages,
      aliases: routeTargets(routes, "alias"),
      redirects: routeTargets(routes, "redirect"),
    },
    errors: [],
    warnings,
  };
}
