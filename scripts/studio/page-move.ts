import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { findPageFiles } from "../../src/engine/read/read-site";
import type { CheckedDocument } from "../../src/engine/routes/link-check";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import type { MovedPage, PageReference } from "../../src/studio/studio-api-types";
import { normalRoute, pageFileOf, schemaLine } from "../new-page/page-file";
import { fileVersion } from "./file-version";
import {
  operatedPage,
  removeEmptiedFolders,
  siteWithLinks,
  type OperatedPage,
  type PageOperationRefusal,
  type SiteWithLinks,
} from "./operated-page";
import { linksTo, placesText, translationsNaming } from "./page-references";
import { destinationRoute, redirectedSite } from "./redirect-rewrite";
import { saveFile } from "./studio-files";
import { retranslated } from "./translation-rewrite";
import { writablePath } from "./writable-path";

/** A move as the studio asks for it: the page's file, the route it goes to, and whether its old path redirects. */
export interface PageMoveRequest {
  file: string;
  route: string;
  redirect: boolean;
}

/** A file the move changes: its text as read, and as it will be written. */
interface PlannedWrite {
  file: string;
  before: string;
  after: string;
}

const siteFile = "content/site.yaml";

/** A redirect's destination in site.yaml: the move leads it to the new route, so it breaks nothing. */
const isRedirectDestination = (reference: PageReference) =>
  reference.file === siteFile && /^redirects\[\d+\]\.to$/.test(reference.path);

/**
 * What claims `route` already, in words, or undefined when nothing does: a page file (one with errors
 * too), an alias of a page, or a redirect. A redirect from `route` to the page being moved is no
 * obstacle: the move turns it round.
 */
async function claimOf(root: string, site: SiteWithLinks, route: string, moving: string): Promise<string | undefined> {
  const { pages } = await findPageFiles(root);
  const file = pages.find((page) => pageRouteOf(page.file).route === route)?.file;
  if (file !== undefined) return `${file} is the page there`;
  const claim = site.routes.get(route);
  if (claim?.kind === "alias") return `it is an alias of ${claim.page.route}`;
  if (claim?.kind === "redirect" && destinationRoute(claim.to) !== moving)
    return `${siteFile} redirects it to ${claim.to}`;
  return undefined;
}

/** Why the page cannot move to `route`, or undefined when it can: the route taken, or links that would break. */
async function moveRefusal(
  root: string,
  site: SiteWithLinks,
  page: OperatedPage,
  request: { route: string; redirect: boolean },
): Promise<PageOperationRefusal | undefined> {
  const claim = await claimOf(root, site, request.route, page.route);
  if (claim) return { refused: `${request.route} is taken: ${claim}. Choose another route.`, status: 409 };
  if (request.redirect) return undefined;
  const links = linksTo(site.documents, new Set([page.route])).filter((link) => !isRedirectDestination(link));
  if (links.length === 0) return undefined;
  const refused = `Links lead to ${page.route}, which no page would serve without the redirect: ${placesText(links)}. Keep the redirect, or change those links first.`;
  return { refused, status: 409, references: links };
}

/** The file's text, with what the move makes of it; none when it stays as it is. */
async function plannedWrite(
  root: string,
  file: string,
  change: (text: string) => string | undefined,
): Promise<PlannedWrite | undefined> {
  const text = await readFile(path.join(root, file), "utf8");
  const after = change(text);
  return after === undefined || after === text ? undefined : { file, before: text, after };
}

/**
 * What else the move writes: site.yaml's redirects, and the translations of the pages that name the
 * page, which must name a page, not a redirect.
 */
async function plannedWrites(
  root: string,
  documents: readonly CheckedDocument[],
  page: OperatedPage,
  request: { route: string; redirect: boolean },
): Promise<PlannedWrite[] | PageOperationRefusal> {
  const move = { from: page.route, to: request.route, redirect: request.redirect };
  const site = await readFile(path.join(root, siteFile), "utf8").catch(() => "");
  const redirected = redirectedSite(site, move);
  if ("refused" in redirected) return { refused: redirected.refused, status: 409 };
  const partners = translationsNaming(documents, new Set([page.route])).filter(({ file }) => file !== page.file);
  const retranslations = await Promise.all(
    [...new Set(partners.map(({ file }) => file))].map((file) =>
      plannedWrite(root, file, (text) => retranslated(text, page.route, request.route)),
    ),
  );
  const siteWrite = redirected.text === site ? [] : [{ file: siteFile, before: site, after: redirected.text }];
  return [...siteWrite, ...retranslations.filter((write) => write !== undefined)];
}

/**
 * Writes each file, each only while it still holds what the move read; should one have changed since,
 * those already written are put back as they were, and its name is returned.
 */
async function writeAll(root: string, writes: readonly PlannedWrite[]): Promise<string | undefined> {
  const done: PlannedWrite[] = [];
  for (const write of writes) {
    const saved = await saveFile(root, write.file, write.after, fileVersion(write.before));
    if (!("saved" in saved)) {
      for (const undo of done.reverse()) await saveFile(root, undo.file, undo.before, fileVersion(undo.after));
      return write.file;
    }
    done.push(write);
  }
  return undefined;
}

/** The first line of a page names its schema relative to the file: moved to another folder, the line follows. */
const schemaComment = /^# yaml-language-server: \$schema=\S*page\.schema\.json(?=\r?\n)/;

/**
 * Moves a page to another route: its file to the route's file under pages/ (never over a file there),
 * site.yaml's redirects and the pages that name it as their translation changed with it, and the
 * folders it leaves empty removed. Refused when the route is taken, or, without the redirect, while
 * links lead to its old route.
 */
export async function movePage(
  root: string,
  request: PageMoveRequest,
): Promise<{ moved: MovedPage } | PageOperationRefusal> {
  const page = await operatedPage(root, request.file, "moved");
  if ("refused" in page) return page;
  if (page.parameter !== undefined) {
    return { refused: `${page.file} is made once per record: move its file by hand`, status: 400 };
  }
  const route = normalRoute(request.route);
  if (typeof route !== "string") return { refused: route.error, status: 400 };
  if (route === page.route) return { refused: `The page is at ${route} already`, status: 400 };
  const target = pageFileOf(route);
  const place = await writablePath(root, target);
  if ("refused" in place) return { refused: place.refused, status: 403 };
  const site = await siteWithLinks(root);
  if ("refused" in site) return site;
  const wanted = { route, redirect: request.redirect };
  const refusal = await moveRefusal(root, site, page, wanted);
  if (refusal) return refusal;
  const writes = await plannedWrites(root, site.documents, page, wanted);
  if ("refused" in writes) return writes;
  return carriedOut(root, site, page, { target, absolute: place.file, redirect: request.redirect, writes });
}

/** How many redirects led to `route`, which lead to the page's new route now; the one turned round not counted. */
function redirectsLeadingTo(site: SiteWithLinks, route: string, newRoute: string): number {
  const routes = [...site.routes];
  return routes.filter(
    ([from, claim]) => claim.kind === "redirect" && destinationRoute(claim.to) === route && from !== newRoute,
  ).length;
}

/** The move made: the page written at its new place, the other files changed, the old file and its emptied folders removed. */
async function carriedOut(
  root: string,
  site: SiteWithLinks,
  page: OperatedPage,
  move: { target: string; absolute: string; redirect: boolean; writes: readonly PlannedWrite[] },
): Promise<{ moved: MovedPage } | PageOperationRefusal> {
  const { target, absolute, writes } = move;
  const text = await readFile(page.absolute, "utf8");
  await mkdir(path.dirname(absolute), { recursive: true });
  try {
    // "wx": the page never takes the place of a file that appeared there meanwhile.
    await writeFile(absolute, text.replace(schemaComment, schemaLine(target)), { flag: "wx" });
  } catch (failure) {
    if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
    return { refused: `${target} exists: choose another route`, status: 409 };
  }
  const changed = await writeAll(root, writes);
  if (changed !== undefined) {
    await unlink(absolute);
    await removeEmptiedFolders(root, absolute);
    return { refused: `${changed} changed while the page was being moved; nothing was moved: try again`, status: 409 };
  }
  await unlink(page.absolute);
  await removeEmptiedFolders(root, page.absolute);
  const { route } = pageRouteOf(target);
  return {
    moved: {
      route,
      file: target,
      redirected: move.redirect,
      repointed: redirectsLeadingTo(site, page.route, route),
      retranslated: writes.map(({ file }) => file).filter((file) => file !== siteFile),
    },
  };
}
