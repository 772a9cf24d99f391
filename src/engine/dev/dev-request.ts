import path from "node:path";
import type { ViteDevServer } from "vite";
import { routeOf } from "../../routing/route-path";
import { escapeHtml, jsonForScript } from "../../render/escape-html";
import { readBounded } from "../read/read-file";
import { formatError, type SiteError } from "../errors/site-error";
import { inputLimits } from "../read/input-limits";
import { catalogBody } from "../catalog/catalog-document";
import { catalogRoute, type SiteWithCatalog } from "../catalog/site-catalog";
import { sourceAssets } from "../render/page-assets";
import { isServerModule, renderSitePage } from "../render/render-site-page";
import { notFoundRoute } from "../render/page-kind";
import { browserSiteData, type Site } from "../site";
import type { PageData } from "../../../schema/page";
import { decodedRequestPath } from "./request-path";
import { devPhotoCopy } from "./dev-photo";
import { devFeed } from "./dev-feed";
import { devFont } from "./dev-font";

export interface DevResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** Three lines of the file around the error, the line itself marked, as Vite's overlay shows code. */
function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split("\n");
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const frame: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? ">" : " ";
    frame.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1] ?? ""}`);
    if (number === line) frame.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, column - 1))}^`);
  }
  return frame.join("\n");
}

/** What Vite's overlay shows: every problem with its hint in the message, the first one's file, place and code. */
interface OverlayError {
  plugin: string;
  message: string;
  id: string;
  loc: { file: string; line: number; column: number };
  frame: string;
  stack: string;
}

function overlayError(errors: readonly SiteError[], siteRoot: string): OverlayError | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const file = path.join(siteRoot, first.file);
  // Read as the loader reads: a file refused for its size is not read for its code frame either.
  const read = readBounded(file, inputLimits.fileBytes);
  const text = "bytes" in read ? read.bytes.toString("utf8") : "";
  return {
    plugin: "site-pages",
    message: `${errors.length} problem(s) in the site's YAML:\n\n${errors.map((error) => formatError(error)).join("\n\n")}`,
    id: file,
    loc: { file, line: first.line, column: first.column },
    frame: text ? codeFrame(text, first.line, first.column) : "",
    stack: "",
  };
}

const html = (status: number, body: string): DevResponse => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8" },
  body,
});

/**
 * The page the dev server shows while a page's files have errors: the list, readable as it is, and
 * Vite's overlay over it with the first error's file, place, code frame and hint. Vite's client
 * reloads the page when a file changes, so it goes away by itself once the file is fixed.
 */
function errorPage(errors: readonly SiteError[], overlay: OverlayError | undefined): string {
  const list = errors.map((error) => `<li><pre>${escapeHtml(formatError(error))}</pre></li>`).join("");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Site errors</title>
    <script type="module" src="/@vite/client"></script>
    <script type="application/json" id="site-error">${jsonForScript(overlay ?? null)}</script>
    <script type="module">
      import "/@vite/client";
      const error = JSON.parse(document.getElementById("site-error").textContent);
      const Overlay = customElements.get("vite-error-overlay");
      if (error && Overlay) document.body.append(new Overlay(error));
    </script>
  </head>
  <body>
    <main style="font-family: system-ui; padding: 2rem"><h1>The site has errors</h1><ol>${list}</ol></main>
  </body>
</html>`;
}

/**
 * The mistakes that keep a page from showing: those in content/ (site.yaml and the collections every page
 * may draw from) and in public/ (whose files the build would refuse to publish), and, for a page that did
 * not validate, all of them. A mistake in one page file leaves every other page as it was.
 */
function blockingErrors(errors: readonly SiteError[], pageValidated: boolean): SiteError[] {
  const shared = errors.filter((error) => error.file.startsWith("content/") || error.file.startsWith("public/"));
  if (shared.length > 0) return shared;
  return pageValidated ? [] : [...errors];
}

/** Paths Vite itself serves: its client, modules, dependencies, files in public/. */
function isPagePath(pathname: string): boolean {
  return !path.extname(pathname) && !/^\/(@|src\/|node_modules\/|__)/.test(pathname);
}

/**
 * Answers what the built site would for any page path: the page prerendered from the YAML as it is
 * now, a redirect, or the not-found page; and for a photo's copy, a feed or a font, that file. Leaves
 * everything else (modules, assets) to Vite.
 */
export async function handleDevRequest(
  server: ViteDevServer,
  site: () => Promise<SiteWithCatalog>,
  siteRoot: string,
  url: string,
): Promise<DevResponse | undefined> {
  const pathname = decodedRequestPath(url);
  if (pathname === undefined) return undefined;
  const file =
    (await devPhotoCopy(site, siteRoot, pathname)) ??
    (await devFeed(site, siteRoot, pathname)) ??
    (await devFont(site, pathname));
  if (file || !isPagePath(pathname)) return file;

  const result = await site();
  const shown = result.site ?? result.partial;
  const path = routeOf(pathname);
  const catalog = path === catalogRoute ? result.catalog : undefined;
  const route = catalog ? { kind: "page" as const, page: catalog.page } : shown?.routes.get(path);
  const blocking = blockingErrors(result.errors, route !== undefined);
  if (!shown || blocking.length > 0) {
    return html(500, errorPage(blocking, overlayError(blocking, siteRoot)));
  }

  if (route?.kind === "redirect") return { status: 302, headers: { location: route.to }, body: "" };
  const page = route?.page ?? shown.pages.find((candidate) => candidate.route === notFoundRoute);
  if (!page) return html(404, "Not found");

  return html(route ? 200 : 404, await devPageDocument(server, url, shown, page, catalog));
}

/**
 * A page's HTML document as the dev server serves it, rendered from the modules' sources with Vite's
 * client and its islands: the dev server's pages and the studio's preview are this one rendering.
 */
export async function devPageDocument(
  server: ViteDevServer,
  url: string,
  shown: Site,
  page: PageData,
  catalog?: SiteWithCatalog["catalog"],
): Promise<string> {
  // Vite adds its client and the React refresh preamble to an HTML page; those tags go into ours.
  const devTags = (await server.transformIndexHtml(url, "<html><head></head><body></body></html>"))
    .replace(/^[\s\S]*<head>|<\/head>[\s\S]*$/g, "")
    .trim();
  const module: unknown = await server.ssrLoadModule("/src/render/render-page.tsx");
  if (!isServerModule(module))
    throw new Error("src/render/render-page.tsx does not export renderPage and renderCatalog");
  return renderSitePage({
    page,
    site: browserSiteData(shown),
    menu: shown.navigation.menu,
    identity: shown.identity,
    builtYear: new Date().getFullYear(),
    renderPage: catalog ? catalogBody(module, catalog) : module.renderPage,
    assets: sourceAssets(devTags),
  });
}
