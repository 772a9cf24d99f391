import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parallelMap } from "./parallel-map";

export interface SiteRoute {
  /** The path a visitor opens: `/`, `/login`. */
  route: string;
  /** The prerendered page, relative to the built site's folder. */
  htmlFile: string;
}

/** A redirect page is a stub that sends the browser elsewhere: it has no content of its own to measure. */
const redirectPattern = /<meta[^>]*http-equiv="refresh"/i;

/** Every prerendered page of a built site, redirect pages and the site's tools left out, sorted by route. */
export async function siteRoutes(distDir: string): Promise<SiteRoute[]> {
  const files = (await readdir(distDir, { recursive: true, encoding: "utf8" })).filter(
    (file) => path.basename(file) === "index.html",
  );
  // A few files at a time: a site of 10,000 pages would open more files at once than the system allows.
  const pages = await parallelMap(files, 32, async (htmlFile) => {
    const html = await readFile(path.join(distDir, htmlFile), "utf8");
    const route = `/${path.dirname(htmlFile).split(path.sep).join("/")}`.replace(/^\/\.$/, "/");
    // Paths under /_ are the site's own tools (the block catalog), not pages a visitor opens.
    return redirectPattern.test(html) || route.startsWith("/_") ? undefined : { route, htmlFile };
  });
  return pages.filter((page): page is SiteRoute => page !== undefined).sort((a, b) => a.route.localeCompare(b.route));
}
