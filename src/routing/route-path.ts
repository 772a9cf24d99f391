/**
 * How paths are normalized, in one place: the dev server, the prerender and the menu's current entry
 * all read a path the same way.
 */

/** The route a location's pathname names: no trailing slash, no index.html. "/blog/" → "/blog". */
export function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * "/blog/7" → "/blog": a trailing numeric segment (a record id) dropped, for matching menu entries.
 * A path that is only a number, "/404", is a page of its own and stays as it is.
 */
export function withoutRecordId(path: string): string {
  return routeOf(path).replace(/(.)\/\d+$/, "$1");
}

/** "/" → "index.html", "/home/seo-agency" → "home/seo-agency/index.html": where a route's page is written. */
export function pageHtmlFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

/**
 * Where a page's social card is served: beside its HTML, "/blog/7" → "/blog/7/card.png". No route can
 * clash with it, since route segments never hold a dot.
 */
export function cardPath(route: string): string {
  return route === "/" ? "/card.png" : `${route}/card.png`;
}

/**
 * The files the build writes for the whole site beside its pages, by path. No page's path holds a dot
 * or starts with "_", so only a feed could take one, and it may not.
 */
export const siteWideFilePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  hostRedirects: "/_redirects",
  hostHeaders: "/_headers",
} as const;
