import { appendFile, cp, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { timeEngine } from "./engine-command";

/** The route the bench adds to the site it measures: the home page, on a site with analytics on. */
export const analyticsRoute = "/analytics-on";

/**
 * Every provider the builder knows, with ids of the right form. The bench has no network, so each
 * script fails to load, as one blocked by a visitor's browser does: the page must not notice.
 */
const analytics = `
analytics:
  - { provider: plausible, domain: www.brightline.example }
  - { provider: google-analytics, id: G-A1B2C3D4E5 }
  - { provider: fathom, id: ABCDEFGH }
  - { provider: custom, src: "https://stats.brightline.example/script.js", data: { website-id: 94db1cb1 } }
`;

/**
 * Builds the site with analytics on, in a copy of the site made under `parent`, and copies its home
 * page into `distDir` (the bench's snapshot of the site) at the route above, with the code it loads,
 * so that the route is measured with the others.
 */
export async function addAnalyticsRoute(appRoot: string, distDir: string, parent: string): Promise<void> {
  const site = await mkdtemp(path.join(parent, "analytics-site-"));
  try {
    for (const folder of ["pages", "content", "public"])
      await cp(path.join(appRoot, folder), path.join(site, folder), { recursive: true });
    await appendFile(path.join(site, "content/site.yaml"), analytics);
    timeEngine(appRoot, "build", [site, path.join(site, "dist")], 1);
    await cp(path.join(site, "dist/index.html"), path.join(distDir, analyticsRoute.slice(1), "index.html"));
    // The code's file names are hashes of their content: the same names are the same files.
    await cp(path.join(site, "dist/assets"), path.join(distDir, "assets"), { recursive: true });
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}
