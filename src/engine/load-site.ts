import "./validate/zod-config";
import { createBlockSchemas } from "../../schema/blocks";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext, type SiteFacts } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import { createSiteSchema, type SiteData } from "../../schema/site";
import { appendAll } from "./errors/append-all";
import { claimPageRoutes, pagesOfFile, type PageFileMade } from "./routes/page-files";
import { sortErrors, uniqueErrors, type SiteError } from "./errors/catalogue";
import { checkLinks, type CheckedDocument } from "./routes/link-check";
import { loadCollections } from "./validate/validate-collections";
import { readPublicFiles } from "./read/public/public-files";
import { readPageSources } from "./speedups/page-sources";
import { readSiteFiles } from "./read/read-site";
import { readPageFile, type ReadFile } from "./read/read-file";
import { claimRoute, routeTargets, type RouteTable } from "./routes/route-table";
import type { SiteIdentity } from "./site-identity";
import { siteHosts } from "./validate/site-hosts";
import { checkTranslations, type SourcedPage } from "./routes/translation-check";
import type { YamlSource } from "./read/yaml-source";
import { validateInContext } from "./validate/validate-in-context";
import { validatePage, type PageDefaults } from "./validate/validate-page";
import { factsKey, openValidationCache, pageFileSummary, type ValidatedFile } from "./speedups/validation-cache";
import { issuesToErrors } from "./validate/zod-issues";

/** A validated site: every page as the browser receives it, and the paths that lead to them. */
export interface Site {
  /** Address the site is served at, for canonical links. */
  url: string;
  data: SiteData;
  identity: SiteIdentity;
  /** One page per route, per-record pages expanded. */
  pages: PageData[];
  /** Other paths that show a page: alias → route. */
  aliases: Map<string, string>;
  /** Paths that send the visitor elsewhere: from → to. */
  redirects: Map<string, string>;
  /** What blocks are checked against: the site's images, hosts and records. */
  facts: SiteFacts;
  /** The site's language, header and footer, for pages without their own. */
  defaults: PageDefaults;
  /** Whether site.yaml asks for the block catalog (catalog/site-catalog.ts), which is built from the loaded site. */
  catalog: boolean;
}

export interface LoadResult {
  site: Site | undefined;
  /**
   * With errors: the pages that validated, for the dev server, which keeps showing every page a
   * mistake does not touch. Never built or published.
   */
  partial?: Site;
  errors: SiteError[];
  warnings: SiteError[];
}

export interface LoadOptions {
  /**
   * Keep what validated in this folder, and reuse it for page files unchanged since, while nothing
   * they are checked against changed (validation-cache.ts). `codeHash` stands for the code that
   * validates: a new version of it validates every page again.
   */
  cache?: { folder: string; codeHash: string };
}

/**
 * Reads, validates and resolves a whole site: content/site.yaml, the collections in content/ and every
 * page under pages/. Each document is validated in a context of its own; all problems of all files
 * come back together, and `site` is set only when there are none.
 */
export async function loadSite(root: string, options: LoadOptions = {}): Promise<LoadResult> {
  const [{ images, problems: publicProblems }, { files, errors }] = await Promise.all([
    readPublicFiles(root),
    readSiteFiles(root),
  ]);
  appendAll(errors, publicProblems);
  const contentSources = [...(files.site ? [files.site] : []), ...files.content.values()];
  const cache = options.cache
    ? openValidationCache(options.cache.folder, factsKey(contentSources, images, options.cache.codeHash))
    : undefined;
  // Page files validated before, unchanged, are used as they are: neither parsed nor validated again.
  // A file is read here only to compare it with its entry; the others are read as they are parsed.
  const readBefore = new Map<string, ReadFile>();
  const known = new Map<string, ValidatedFile>();
  for (const page of files.pages) {
    if (!cache?.holds(page.file)) continue;
    const read = readPageFile(page);
    readBefore.set(page.file, read);
    const validated = "text" in read ? cache.lookup(page.file, read.text) : undefined;
    if (validated) known.set(page.file, validated);
  }
  // On a large site a thread that starts now helps parse them, while the site's own files are checked.
  const pageSources = readPageSources(files.pages, {
    read: (file) => readBefore.get(file),
    data: (file) => known.get(file)?.summary,
  });

  const { hosts, errors: hostErrors } = siteHosts(files.site);
  errors.push(...hostErrors);
  const collections = loadCollections(files.content, { images, hosts });
  appendAll(errors, collections.errors);
  const facts: SiteFacts = { images, hosts, records: collections.records, unreadableRecords: collections.unreadable };
  const kit = createBlockKit(facts);
  const documents: CheckedDocument[] = [...collections.documents];

  // Site: the default header and footer, the menu, the redirects.
  const siteSource = files.site;
  const siteSchema = createSiteSchema(kit);
  const siteContext = createValidationContext(facts);
  // An empty site.yaml is checked as an empty mapping, so each missing field is named.
  const siteParse = siteSource?.readable
    ? validateInContext(siteSchema, siteSource.data ?? {}, siteContext)
    : undefined;
  if (siteSource && siteParse) {
    if (!siteParse.success) {
      appendAll(errors, issuesToErrors(siteParse.error.issues, { source: siteSource, schema: siteSchema, base: [] }));
    }
    documents.push({ source: siteSource, context: siteContext, valid: siteParse.success });
  }
  const siteFields = siteParse?.success ? siteParse.data : undefined;

  const defaults = siteFields && { lang: siteFields.lang, header: siteFields.header, footer: siteFields.footer };

  // Pages: each file's validated against the block schemas as soon as it is parsed, once per record
  // on per-record pages.
  const blockSchemas = createBlockSchemas(kit);
  const pages: PageData[] = [];
  const migrationWarnings: SiteError[] = [];
  const sourcedPages: SourcedPage[] = [];
  const pageFiles: PageFileMade[] = [];
  const unknownRecordRoutes: string[] = [];
  // This run's validation of each page file, by file, for the cache: null once one of its pages has an error.
  const validatedFiles = new Map<YamlSource, ValidatedFile | null>();
  for (const { source, errors: readErrors } of pageSources) {
    errors.push(...readErrors);
    const made = pagesOfFile(source, facts, errors, unknownRecordRoutes);
    pageFiles.push(made);
    for (const input of made.pages) {
      const { route } = input;
      const context = createValidationContext({ ...facts, current: input.current });
      const validatedRoute = known.get(source.file)?.routes[route];
      if (validatedRoute) {
        pages.push(validatedRoute.page);
        sourcedPages.push({ page: validatedRoute.page, source });
        appendAll(context.links, validatedRoute.links);
        appendAll(context.anchors, validatedRoute.anchors);
        documents.push({ source, route, context, valid: true });
        continue;
      }
      const result = validatePage(input, blockSchemas, defaults, context);
      appendAll(errors, result.errors);
      appendAll(migrationWarnings, result.warnings);
      if (result.page) {
        pages.push(result.page);
        sourcedPages.push({ page: result.page, source });
      }
      const valid = result.errors.length === 0;
      documents.push({ source, route, context, valid });
      const validated = validatedFiles.get(source);
      // A file with warnings is validated again on every run, so that its warnings are reported every time.
      if (!valid || !result.page || result.warnings.length > 0 || validated === null) validatedFiles.set(source, null);
      else {
        const file = validated ?? { summary: pageFileSummary(input.raw), routes: {} };
        file.routes[route] = { page: result.page, links: context.links, anchors: context.anchors };
        validatedFiles.set(source, file);
      }
    }
  }

  // Routes: every page, alias and redirect claims its paths; two claims on one path are an error.
  const routes: RouteTable = new Map();
  claimPageRoutes(pageFiles, routes, errors);
  siteFields?.redirects.forEach((redirect, index) => {
    if (siteSource)
      claimRoute(
        routes,
        redirect.from,
        { kind: "redirect", source: siteSource, path: ["redirects", index, "from"], target: redirect.to },
        errors,
      );
  });
  if (cache) {
    for (const [source, validated] of validatedFiles) if (validated) cache.keep(source.file, source.text, validated);
    cache.save();
  }

  errors.push(
    ...checkLinks(documents, routes, { redirectsKnown: siteFields !== undefined, unknownRecordRoutes }),
    ...checkTranslations(sourcedPages),
  );
  // Problems are gathered in one list; those whose code is a warning are reported but fail nothing.
  const problems = sortErrors(uniqueErrors([...errors, ...migrationWarnings]));
  const allErrors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  if (!siteFields || !defaults) return { site: undefined, errors: allErrors, warnings };
  const url = siteFields.url;
  const site: Site = {
    url,
    data: { name: siteFields.name, url, menu: siteFields.menu, mobileAction: siteFields.mobileAction },
    identity: {
      name: siteFields.name,
      url,
      locales: siteFields.locales,
      logo: siteFields.logo?.src,
      sameAs: (siteFields.footer.social ?? []).map((link) => link.href),
    },
    pages,
    aliases: routeTargets(routes, "alias"),
    redirects: routeTargets(routes, "redirect"),
    facts,
    defaults,
    catalog: siteFields.catalog,
  };
  if (allErrors.length > 0) return { site: undefined, partial: site, errors: allErrors, warnings };
  return { site, errors: [], warnings };
}
