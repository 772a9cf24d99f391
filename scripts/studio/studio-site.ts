import { parse } from "yaml";
import { rootBase } from "../../src/routing/base-path";
import { loadSite, type LoadOptions, type LoadResult } from "../../src/engine/load-site";
import type { SiteError } from "../../src/engine/errors/site-error";
import { findPageFiles } from "../../src/engine/read/read-site";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import { isMapping } from "../../src/engine/read/yaml-data";
import { readBounded } from "../../src/engine/read/read-file";
import { inputLimits } from "../../src/engine/read/input-limits";
import { validationCacheFolder } from "../../src/engine/speedups/validation-cache";
import { fixedRoutes } from "./fixed-routes";
import type { StudioIssue, StudioPage, StudioPages } from "../../src/studio/studio-api-types";

const issueOf = ({ code, severity, path, line, column, message, hint }: SiteError): StudioIssue => ({
  code,
  severity,
  path,
  line,
  column,
  message,
  hint,
});

/**
 * The site validated by the engine, as the build validates it, with the pages being edited read from
 * their unsaved text (by file, "pages/offers/sale.yaml"). Every check of every page runs: a link to a
 * page that was just renamed is an error here as it would be in the build. With `codeHash` (the hash
 * of the code that runs, which keys the build's cache too), it goes through the build's validation
 * cache, so that on each keystroke only the page typed in is validated again, not every page of the
 * site. `keepDocuments` keeps every document with the links it writes, for the question of which
 * pages link to one: the cache keeps no documents, so it is not asked then.
 */
export function loadStudioSite(
  root: string,
  unsaved: ReadonlyMap<string, string> = new Map(),
  { keepDocuments, codeHash }: Pick<LoadOptions, "keepDocuments"> & { codeHash?: string } = {},
): Promise<LoadResult> {
  const cache = codeHash && !keepDocuments ? { folder: validationCacheFolder(root), codeHash } : undefined;
  return loadSite(root, { base: rootBase, threads: 1, unsaved, keepDocuments, cache });
}

/** The problems of one file, in the studio's shape. */
export function issuesOf(result: LoadResult, file: string): StudioIssue[] {
  return [...result.errors, ...result.warnings].filter((error) => error.file === file).map(issueOf);
}

/** Every file's problems, in the studio's shape, sorted out in one pass over them. */
function issuesByFile(result: LoadResult): Map<string, StudioIssue[]> {
  const byFile = new Map<string, StudioIssue[]>();
  for (const error of [...result.errors, ...result.warnings]) {
    const issues = byFile.get(error.file) ?? [];
    issues.push(issueOf(error));
    byFile.set(error.file, issues);
  }
  return byFile;
}

/** A page file's title as it says it now, or its route when it says none or cannot be read. */
function titleOf(root: string, file: string, route: string): string {
  const read = readBounded(`${root}/${file}`, inputLimits.fileBytes);
  if (!("bytes" in read)) return route;
  try {
    const data: unknown = parse(read.bytes.toString("utf8"));
    return isMapping(data) && typeof data.title === "string" ? data.title : route;
  } catch {
    return route;
  }
}

/**
 * Every page of the site with its route, title and problems, in the order of their routes, validated
 * through the build's validation cache (`codeHash` is source-hash.ts's). A page
 * that validated has its title from the validation, which has just read its file: only the others
 * (a page with an error, a per-record page) are read again, not every file parsed a second time.
 */
export async function studioPages(root: string, codeHash: string): Promise<StudioPages> {
  const [result, found] = await Promise.all([loadStudioSite(root, new Map(), { codeHash }), findPageFiles(root)]);
  const validatedTitles = new Map((result.site ?? result.partial)?.pages.map((page) => [page.route, page.title]));
  const issues = issuesByFile(result);
  const pages = found.pages.map(({ file }): StudioPage => {
    const { route, parameter } = pageRouteOf(file);
    return {
      route,
      file,
      title: (parameter === undefined && validatedTitles.get(route)) || titleOf(root, file, route),
      perRecord: parameter !== undefined,
      fixed: fixedRoutes.has(route),
      issues: issues.get(file) ?? [],
    };
  });
  const siteIssues = [...result.errors, ...result.warnings]
    .filter((error) => !error.file.startsWith("pages/"))
    .map((error) => ({ ...issueOf(error), file: error.file }));
  return { pages: pages.sort((a, b) => a.route.localeCompare(b.route)), siteIssues };
}
