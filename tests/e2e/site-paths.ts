import path from "node:path";
import type { PageData, RedirectData } from "../../schema/page";
import { loadSite } from "../../src/engine/load-site";
import { siteRoutes } from "../../src/engine/site-routes";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const distDir = path.resolve(projectRoot, process.env.E2E_DIST ?? "dist");

/**
 * Every path the site serves and what it serves there (a page or a redirect), read from the YAML
 * by the same loader the build uses: "/", "/home/seo-agency", "/contact", ...
 */
export async function sitePaths(): Promise<Map<string, PageData | RedirectData>> {
  const { site, errors } = await loadSite(projectRoot);
  if (!site) throw new Error(`The site does not validate: ${errors.length} error(s)`);
  return new Map([...siteRoutes(site)].sort(([a], [b]) => a.localeCompare(b)));
}
