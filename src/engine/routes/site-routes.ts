import type { PageData, RedirectData } from "../../../schema/page";
import type { Site } from "../load-site";

/** Every path of the site and what it serves: a page (its own route or an alias) or a redirect. */
export function siteRoutes(site: Site): Map<string, PageData | RedirectData> {
  const routes = new Map<string, PageData | RedirectData>();
  const byRoute = new Map(site.pages.map((page) => [page.route, page]));
  for (const page of site.pages) routes.set(page.route, page);
  for (const [alias, route] of site.aliases) {
    const page = byRoute.get(route);
    if (page) routes.set(alias, page);
  }
  for (const [from, to] of site.redirects) routes.set(from, { redirect: to });
  return routes;
}
