import "./validate/zod-config";
import { createBlockSchemas } from "../../schema/blocks";
import { createBlockKit } from "../../schema/kit/block-kit";
import type { SiteFacts } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import { sortErrors, uniqueErrors, type SiteError } from "./errors/site-error";
import { readPublicFiles } from "./read/public/public-files";
import { openCleanSvgs, publicChecksFolder } from "./speedups/clean-svgs";
import { decodeFile, readPageFile, type PageFile } from "./read/read-file";
import { pageSource, readSiteFiles, type SiteFiles } from "./read/read-site";
import { claimRoutes, siteRoutes, type RouteClaims, claimFeeds, type SiteFeed } from "./routes/routes";
import { checkLinks, type CheckedDocument, checkTranslations } from "./routes/link-check";
import type { Site } from "./site";
import { pageSourcesToValidate, type PageSourcesToValidate } from "./speedups/recalled-pages";
import { openPageCache, type ValidationCache } from "./speedups/validation-cache";
import { pageOrigins } from "./speedups/page-origins";
import { siteLanguage, validateSiteConfig, type SiteConfig } from "./validate/site-config";
import { siteFacts } from "./validate/site-facts";
import { checkSiteFonts, type InstalledFont } from "./validate/site-fonts";
import { createPageDocument } from "./validate/validate-page";
import { validatePages, type ValidatedPages } from "./validate/validate-pages";
import type { WorkProgress } from "./work-progress";

export interface LoadResult {
  site: Site | undefined;
  /**
   * With errors: the pages that validated, for the dev server, which keeps showing every page a
   * mistake does not touch. Never built or published.
   */
  partial?: Site;
  errors: SiteError[];
  warnings: SiteError[];
  /** With `keepDocuments`: every document checked, with the links it writes, as the link check read them. */
  documents?: readonly CheckedDocument[];
}

export interface LoadOptions {
  /**
   * Keep what validated in this folder, and reuse it for page files unchanged since, while nothing
   * they are checked against changed (speedups/validation-cache.ts). `codeHash` stands for the code
   * that validates: a new version of it validates every page again.
   */
  cache?: { folder: string; codeHash: string };
  /** With 1, every page file is parsed in this thread: no thread helps on a large site. */
  threads?: number;
  /** Told as validation starts, with the page files to validate, and of each one validated. */
  progress?: WorkProgress;
  /** `--base`: the folder the site is served under, in place of site.yaml's `base`. */
  base?: string;
  /**
   * Page files read from this text instead of their file (by their path under the root, "pages/a.yaml"):
   * the studio validates and previews a page as it is being edited, before it is saved.
   */
  unsaved?: ReadonlyMap<string, string>;
  /**
   * Keep every document checked in the result: the studio asks which pages link to one before it moves
   * or deletes it. Left out, they are let go with the load, as a large site's build needs.
   */
  keepDocuments?: boolean;
  /**
   * Give the site each page's origin (speedups/page-origins.ts), when there is a validation cache: a
   * build reads back the hash of a page's data by it.
   */
  pageOrigins?: boolean;
}

/**
 * The page files as YAML sources, read and parsed one after another as validation asks for them; or,
 * unless both are switched off, through the speedups: the validation cache's earlier results and the
 * thread that helps parse a large site.
 */
function pageSources(
  pages: readonly PageFile[],
  cache: ValidationCache | undefined,
  options: LoadOptions,
): PageSourcesToValidate {
  const { threads, unsaved } = options;
  if (cache || threads !== 1) return pageSourcesToValidate(pages, cache, threads !== 1, unsaved);
  const read = (page: PageFile) => {
    const text = unsaved?.get(page.file);
    return text === undefined ? readPageFile(page) : decodeFile(page.file, Buffer.from(text));
  };
  return {
    sources: (function* () {
      for (const page of pages) yield pageSource(page.file, read(page));
    })(),
  };
}

/** The site as the build and the dev server use it, from site.yaml's fields, the pages and their paths. */
function assembleSite(
  config: SiteConfig,
  pages: PageData[],
  claims: RouteClaims,
  facts: SiteFacts,
  feeds: SiteFeed[],
  fonts: ReadonlyMap<string, InstalledFont>,
): Site {
  const { header, footer } = config;
  return {
    identity: {
      name: config.name,
      url: config.url,
      base: facts.base,
      languages: config.languages,
      logo: config.logo?.src,
      sameAs: (config.footer.social ?? []).map((link) => link.href),
      verification: config.head.verification,
      analytics: config.analytics,
      feeds: feeds.map(({ title, path }) => ({ title, path })),
      fonts: Object.fromEntries(
        [...fonts].map(([name, { family, weight, style, path }]) => [name, { family, weight, style, path }]),
      ),
    },
    navigation: { menu: config.menu, mobileAction: config.mobileAction },
    pages,
    routes: siteRoutes(pages, claims),
    facts,
    defaults: { lang: siteLanguage(config), header, footer },
    catalog: config.catalog,
    feeds,
    fonts,
  };
}

/**
 * Reads, validates and resolves a whole site, stage by stage: the files of the site are read; what
 * every document is checked against is made (the images, site.yaml's hosts and redirects, the
 * collections); site.yaml and every page are validated, each in a context of its own; every path is
 * claimed, and every link checked against the paths. All problems of all files come back together,
 * and `site` is set only when there are none.
 */
export async function loadSite(root: string, options: LoadOptions = {}): Promise<LoadResult> {
  const cleanSvgs = options.cache && openCleanSvgs(publicChecksFolder(options.cache.folder), options.cache.codeHash);
  const [publicFiles, read] = await Promise.all([readPublicFiles(root, cleanSvgs), readSiteFiles(root)]);
  const { files } = read;
  const { facts, ...factsChecked } = siteFacts(files, publicFiles.images, options.base);
  const kit = createBlockKit(facts);
  const checkedSite = validateSiteConfig(files.site, kit, facts);
  const { config } = checkedSite;
  const siteFonts =
    config && files.site ? await checkSiteFonts(files.site, config, root) : { fonts: new Map(), errors: [] };
  const blockSchemas = createBlockSchemas(kit);
  const pageDocument = createPageDocument(kit);
  const defaults = config && { lang: siteLanguage(config), header: config.header, footer: config.footer };
  const cache = options.cache && openPageCache(files, facts, options.cache);
  const { sources, earlier } = pageSources(files.pages, cache, options);
  options.progress?.stage("validating", { "page files": files.pages.length });
  const pages = validatePages(sources, {
    facts,
    blockSchemas,
    pageDocument,
    defaults,
    earlier,
    progress: options.progress,
  });
  cache?.save();
  const { claims, errors: routeErrors } = claimRoutes(
    pages.files,
    config && files.site && { source: files.site, config },
  );
  const claimedFeeds = claimSiteFeeds(config, files, pages, claims);
  const documents = [
    ...factsChecked.documents,
    ...(checkedSite.document ? [checkedSite.document] : []),
    ...pages.documents,
  ];
  const problems = sortErrors(
    uniqueErrors([
      ...read.errors,
      ...publicFiles.problems,
      ...factsChecked.errors,
      ...checkedSite.errors,
      ...siteFonts.errors,
      ...pages.errors,
      ...pages.warnings,
      ...routeErrors,
      ...claimedFeeds.errors,
      ...checkLinks(documents, claims, {
        redirectsKnown: config !== undefined,
        unknownRecordRoutes: pages.unknownRecordRoutes,
      }),
      ...checkTranslations(pages.sourced),
    ]),
  );
  const kept = options.keepDocuments ? { documents } : {};
  if (!config) return { ...loadResult(problems), ...kept };
  const site = assembleSite(config, pages.pages, claims, facts, claimedFeeds.feeds, siteFonts.fonts);
  if (cache && options.pageOrigins)
    return { ...loadResult(problems, { ...site, origins: pageOrigins(pages.sourced, cache.facts) }), ...kept };
  return { ...loadResult(problems, site), ...kept };
}

/** The feeds site.yaml asks for, each claimed at its path beside the pages'; none when site.yaml did not validate. */
function claimSiteFeeds(config: SiteConfig | undefined, files: SiteFiles, pages: ValidatedPages, claims: RouteClaims) {
  if (!config || !files.site) return { feeds: [], errors: [] };
  const site = { source: files.site, feeds: config.feeds, name: config.name, lang: siteLanguage(config) };
  return claimFeeds({ site, files: pages.files, sourced: pages.sourced }, claims);
}

/** Errors fail the load; warnings are reported but fail nothing. A site with errors is kept as partial only. */
function loadResult(problems: SiteError[], site?: Site): LoadResult {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  if (errors.length > 0) return { site: undefined, partial: site, errors, warnings };
  return { site, errors: [], warnings };
}
