import path from "node:path";
import type { PageData } from "../../schema/page";
import { catalogRoute, withCatalog } from "../../src/engine/catalog/site-catalog";
import { loadSite } from "../../src/engine/load-site";

/** What a path leads to, for a test: the page it shows, or where it redirects. */
export type PathServes = PageData | { redirect: string };

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const distDir = path.resolve(projectRoot, process.env.E2E_DIST ?? "dist");

/**
 * Every path the site serves and what it serves there (a page or a redirect), read from the YAML
 * by the same loader the build uses: "/", "/home/seo-agency", "/contact", ..., and the block catalog.
 */
export async function sitePaths(): Promise<Map<string, PathServes>> {
  const { site, catalog, errors } = withCatalog(await loadSite(projectRoot));
  if (!site) throw new Error(`The site does not validate: ${errors.length} error(s)`);
  const paths = [...site.routes].map(([path, route]): [string, PathServes] => [
    path,
    route.kind === "redirect" ? { redirect: route.to } : route.page,
  ]);
  if (catalog) paths.push([catalogRoute, catalog.page]);
  return new Map(paths.sort(([a], [b]) => a.localeCompare(b)));
}

/** What a page draws that an audit could find wrong: its theme and language, and each block's look. */
function drawnFeatures(page: PageData): Set<string> {
  const features = new Set([`theme ${page.theme}`, `lang ${page.lang}`]);
  for (const block of page.blocks) {
    features.add(block.type);
    for (const [key, value] of Object.entries(block))
      if (["variant", "surface", "layout", "style", "tone"].includes(key) && typeof value === "string")
        features.add(`${block.type} ${key} ${value}`);
  }
  return features;
}

/**
 * The fewest pages of `routes` that between them draw everything any page draws: every block type in
 * every variant and surface it is used in, every theme and language. What a check of blocks finds (an
 * accessibility audit, an island that fails to start, a block hidden without JavaScript) it finds on
 * these; the other pages repeat their blocks with other words, and still load in the test that visits
 * every route. Each next page is the one that adds most (a greedy cover).
 */
export function pagesDrawingEverything(routes: Map<string, PathServes>): string[] {
  const features = new Map<string, Set<string>>();
  for (const [route, serves] of routes) if (!("redirect" in serves)) features.set(route, drawnFeatures(serves));
  const covered = new Set<string>();
  const sample: string[] = [];
  for (;;) {
    const adds = (route: string) => [...(features.get(route) ?? [])].filter((feature) => !covered.has(feature));
    const best = [...features.keys()].reduce((a, b) => (adds(b).length > adds(a).length ? b : a), "");
    if (!best || adds(best).length === 0) return sample.sort();
    sample.push(best);
    for (const feature of adds(best)) covered.add(feature);
  }
}
