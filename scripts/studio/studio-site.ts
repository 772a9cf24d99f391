import { parse } from "yaml";
import { rootBase } from "../../src/routing/base-path";
import { loadSite, type LoadResult } from "../../src/engine/load-site";
import type { SiteError } from "../../src/engine/errors/site-error";
import { findPageFiles } from "../../src/engine/read/read-site";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import { isMapping } from "../../src/engine/read/is-mapping";
import { readBounded } from "../../src/engine/read/read-file";
import { inputLimits } from "../../src/engine/read/input-limits";
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
 * page that was just renamed is an error here as it would be in the build.
 */
export function loadStudioSite(root: string, unsaved: ReadonlyMap<string, string> = new Map()): Promise<LoadResult> {
  return loadSite(root, { base: rootBase, threads: 1, unsaved });
}

/** The problems of one file, in the studio's shape. */
export function issuesOf(result: LoadResult, file: string): StudioIssue[] {
  return [...result.errors, ...result.warnings].filter((error) => error.file === file).map(issueOf);
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

/** Every page of the site with its route, title and problems, in the order of their routes. */
export async function studioPages(root: string): Promise<StudioPages> {
  const [result, found] = await Promise.all([loadStudioSite(root), findPageFiles(root)]);
  const pages = found.pages.map(({ file }): StudioPage => {
    const { route, parameter } = pageRouteOf(file);
    return {
      route,
      file,
      title: titleOf(root, file, route),
      perRecord: parameter !== undefined,
      issues: issuesOf(result, file),
    };
  });
  const siteIssues = [...result.errors, ...result.warnings]
    .filter((error) => !error.file.startsWith("pages/"))
    .map((error) => ({ ...issueOf(error), file: error.file }));
  return { pages: pages.sort((a, b) => a.route.localeCompare(b.route)), siteIssues };
}
