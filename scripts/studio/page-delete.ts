import { unlink } from "node:fs/promises";
import type { PageReference } from "../../src/studio/studio-api-types";
import {
  operatedPage,
  removeEmptiedFolders,
  siteWithLinks,
  type OperatedPage,
  type PageOperationRefusal,
  type SiteWithLinks,
} from "./operated-page";
import { linksTo, placesText, translationsNaming } from "./page-references";

/**
 * Every place outside the page's own file that would lead nowhere without it: links to its paths (its
 * route, each record's on a per-record page, and its aliases) on other pages, in site.yaml's menus,
 * footers and redirects and in the collections; and pages that name it as their translation.
 */
function placesLeadingTo({ routes: paths, documents }: SiteWithLinks, page: OperatedPage): PageReference[] {
  const routes = new Set(documents.flatMap(({ source, route }) => (source.file === page.file && route ? [route] : [])));
  if (page.parameter === undefined) routes.add(page.route);
  const aliases = [...paths].flatMap(([path, claim]) =>
    claim.kind === "alias" && routes.has(claim.page.route) ? [path] : [],
  );
  const elsewhere = (reference: PageReference) => reference.file !== page.file;
  return [
    ...linksTo(documents, new Set([...routes, ...aliases])).filter(elsewhere),
    ...translationsNaming(documents, routes).filter(elsewhere),
  ];
}

/**
 * Deletes a page's file, and the folders it leaves empty, while nothing of the site leads to it;
 * otherwise refuses, naming each place that does. The home and not-found pages are never deleted.
 */
export async function deletePage(
  root: string,
  file: string,
): Promise<{ deleted: { route: string; file: string } } | PageOperationRefusal> {
  const page = await operatedPage(root, file, "deleted");
  if ("refused" in page) return page;
  const site = await siteWithLinks(root);
  if ("refused" in site) return site;
  const references = placesLeadingTo(site, page);
  if (references.length > 0) {
    const refused = `${page.route} cannot be deleted while the site leads to it: ${placesText(references)}. Change or remove those first.`;
    return { refused, status: 409, references };
  }
  await unlink(page.absolute);
  await removeEmptiedFolders(root, page.absolute);
  return { deleted: { route: page.route, file: page.file } };
}
