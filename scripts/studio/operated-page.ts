import { lstat, rmdir } from "node:fs/promises";
import path from "node:path";
import { isInside } from "../../src/engine/dev/inside-folder";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import type { CheckedDocument } from "../../src/engine/routes/link-check";
import type { Routes } from "../../src/engine/routes/routes";
import type { PageReference } from "../../src/studio/studio-api-types";
import { fixedRoutes } from "./fixed-routes";
import { loadStudioSite } from "./studio-site";
import { writablePath } from "./writable-path";

/** Why a page is not moved or deleted, the status that says it, and the places that keep it, when those are why. */
export interface PageOperationRefusal {
  refused: string;
  status: 400 | 403 | 404 | 409;
  references?: PageReference[];
}

/** A page file the studio may move or delete: its path under the project and on disk, and its route. */
export interface OperatedPage {
  file: string;
  absolute: string;
  route: string;
  /** Set on a per-record page (pages/blog/[id].yaml). */
  parameter?: string;
}

/**
 * The page file a move or delete names (`pages/offers/sale.yaml`), or why the studio refuses it: a
 * path the studio may not write (outside pages/, through a link, itself a link), no page file there,
 * or the home and not-found pages, which keep their paths.
 */
export async function operatedPage(
  root: string,
  file: string,
  doing: string,
): Promise<OperatedPage | PageOperationRefusal> {
  const place = await writablePath(root, file);
  if ("refused" in place) return { refused: place.refused, status: 403 };
  if (!file.startsWith("pages/") || !/\.ya?ml$/.test(file)) {
    return { refused: `${file} is not a page: pages are the .yaml files under pages/`, status: 400 };
  }
  const info = await lstat(place.file).catch(() => undefined);
  if (!info?.isFile()) return { refused: `${file} does not exist`, status: 404 };
  const { route, parameter } = pageRouteOf(file);
  if (fixedRoutes.has(route)) {
    return { refused: `${route} is a page every site keeps at its path: it cannot be ${doing}`, status: 409 };
  }
  return { file, absolute: place.file, route, ...(parameter === undefined ? {} : { parameter }) };
}

/**
 * Removes the folders a page's file was the last file of, from its own up to pages/ (never pages/
 * itself nor anything outside it): a folder with anything left in it stays, and so does a link to one.
 */
export async function removeEmptiedFolders(root: string, absolute: string): Promise<void> {
  const pages = path.join(root, "pages");
  for (
    let folder = path.dirname(absolute);
    folder !== pages && isInside(pages, folder);
    folder = path.dirname(folder)
  ) {
    const emptied = await rmdir(folder).then(
      () => true,
      () => false,
    );
    if (!emptied) return;
  }
}

/** The site as saved: every path it serves, and every document with the links it writes. */
export interface SiteWithLinks {
  routes: Routes;
  documents: readonly CheckedDocument[];
}

/**
 * The site as saved, loaded and validated by the engine, for what leads to a page. Refused while
 * site.yaml does not validate: its menus and redirects, and so the site's paths, are not known.
 */
export async function siteWithLinks(root: string): Promise<SiteWithLinks | PageOperationRefusal> {
  const loaded = await loadStudioSite(root, new Map(), { keepDocuments: true });
  const shown = loaded.site ?? loaded.partial;
  if (!shown || !loaded.documents) {
    return { refused: "content/site.yaml has errors, so the site's paths are not known: fix it first", status: 409 };
  }
  return { routes: shown.routes, documents: loaded.documents };
}
