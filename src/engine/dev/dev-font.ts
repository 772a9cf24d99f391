import { readFile } from "node:fs/promises";
import type { SiteWithCatalog } from "../catalog/site-catalog";
import type { DevResponse } from "./dev-request";

/**
 * A font of site.yaml, as the dev server answers its path under /assets/fonts/: the package's file, as
 * the build publishes it. Undefined for any other path; a 404 for a font the site does not have.
 */
export async function devFont(
  site: () => Promise<SiteWithCatalog>,
  pathname: string,
): Promise<DevResponse | undefined> {
  if (!pathname.startsWith("/assets/fonts/")) return undefined;
  const shown = await site().then((result) => result.site ?? result.partial);
  const font = shown && [...shown.fonts.values()].find((candidate) => candidate.path === pathname);
  if (!font) return { status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };
  return { status: 200, headers: { "content-type": "font/woff2" }, body: await readFile(font.source) };
}
