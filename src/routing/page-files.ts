/**
 * Where a route's files live in the built site. Shared by the prerender (which writes them) and the
 * browser (which fetches a page's data on client-side navigation).
 */

/** "/" → "/_pages/index.json", "/home/seo-agency" → "/_pages/home/seo-agency.json". */
export function pageDataUrl(route: string): string {
  return `/_pages${route === "/" ? "/index" : route}.json`;
}

/** "/" → "index.html", "/home/seo-agency" → "home/seo-agency/index.html". */
export function pageHtmlFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

/** The route a location's pathname names: no trailing slash, no index.html. */
export function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
