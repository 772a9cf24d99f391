import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type { PageData, RedirectData } from "../../schema/page";
import type { Bootstrap } from "../app/bootstrap";
import { routeOf } from "../routing/page-files";
import { formatError } from "./errors";
import { escapeHtml, htmlDocument } from "./html-document";
import type { LoadResult } from "./load-site";
import type { RenderPage } from "./prerender";
import { siteRoutes } from "./site-routes";

/** A module the dev server's error page loads: loading it fails with the site's errors, for Vite's overlay. */
export const siteErrorsModule = "virtual:site-errors";

interface DevResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The site's errors as Vite's overlay shows them: all of them in the message, the first one's place as its location. */
export function overlayError(
  result: LoadResult,
): { message: string; id?: string; loc?: { file: string; line: number; column: number } } | undefined {
  const first = result.errors[0];
  if (!first) return undefined;
  return {
    message: `${result.errors.length} problem(s) in the site's YAML:\n\n${result.errors.map(formatError).join("\n\n")}`,
    id: first.file,
    loc: { file: first.file, line: first.line, column: first.column },
  };
}

const json = (status: number, data: unknown): DevResponse => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(data),
});
const html = (status: number, body: string): DevResponse => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8" },
  body,
});

/**
 * The page the dev server shows while the site has errors: the list, and Vite's overlay over it
 * (loading the errors module fails with them). The app itself does not start.
 */
function errorPage(result: LoadResult): string {
  const list = result.errors.map((error) => `<li><pre>${escapeHtml(formatError(error))}</pre></li>`).join("");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Site errors</title>
    <script type="module" src="/@vite/client"></script>
    <script type="module" src="/@id/__x00__${siteErrorsModule}"></script>
  </head>
  <body>
    <main style="font-family: system-ui; padding: 2rem"><h1>The site has errors</h1><ol>${list}</ol></main>
  </body>
</html>`;
}

/**
 * Answers what the built site would: page data under /_pages/, and a prerendered page for any
 * other path a browser asks for as HTML. Leaves everything else (modules, assets) to Vite.
 */
export async function handleDevRequest(
  server: ViteDevServer,
  site: () => Promise<LoadResult>,
  url: string,
  accept: string,
): Promise<DevResponse | undefined> {
  const pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  const isData = pathname.startsWith("/_pages/") && pathname.endsWith(".json");
  const isPage = accept.includes("text/html") && !path.extname(pathname);
  if (!isData && !isPage) return undefined;

  const result = await site();
  if (!result.site) {
    if (isData) return json(500, { errors: result.errors.map(formatError) });
    return html(500, errorPage(result));
  }

  const routes = siteRoutes(result.site);
  const route = isData
    ? routeOf(pathname.slice("/_pages".length, -".json".length).replace(/\/index$/, "/"))
    : routeOf(pathname);
  const data: PageData | RedirectData | undefined = routes.get(route);
  if (isData) return data ? json(200, data) : json(404, { error: "not found" });
  if (data && "redirect" in data) return { status: 302, headers: { location: data.redirect }, body: "" };

  const page = data ?? routes.get("/404");
  if (!page || "redirect" in page) return html(404, "Not found");
  const template = await server.transformIndexHtml(
    url,
    await readFile(path.join(server.config.root, "index.html"), "utf8"),
  );
  const { renderPage } = (await server.ssrLoadModule("/src/entry-server.tsx")) as { renderPage: RenderPage };
  const bootstrap: Bootstrap = { site: result.site.data, page, notFound: !data, builtYear: new Date().getFullYear() };
  const body = await renderPage(bootstrap, data ? pathname : "/404.html");
  return html(data ? 200 : 404, htmlDocument({ template, bootstrap, body, preloads: [] }));
}
