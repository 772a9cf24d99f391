import path from "node:path";
import { pathToFileURL } from "node:url";
import type { loadSite } from "../../src/engine/load-site";
import { appRoot, bundleEngine, engineEntry } from "../../scripts/engine-bundle.mjs";

/**
 * loadSite as the commands run it: bundled, with its validation threads beside it as .mjs. Threads
 * then start as fast as in `npm run validate`, instead of compiling the engine's TypeScript each.
 */
export async function bundledLoadSite(): Promise<typeof loadSite> {
  const outdir = path.join(appRoot, ".cache/engine-tests");
  await bundleEngine(
    { "load-site": engineEntry("load-site"), "validate-worker": engineEntry("validate-worker") },
    outdir,
  );
  const bundle = (await import(pathToFileURL(path.join(outdir, "load-site.mjs")).href)) as {
    loadSite: typeof loadSite;
  };
  return bundle.loadSite;
}
