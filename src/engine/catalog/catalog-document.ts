import { createHash } from "node:crypto";
import path from "node:path";
import { writeSealed, type SealedFile } from "../output/sealed-file";
import { loadServerRenderer, type RendererSetup } from "../render/render-site-page";
import type { ServerModule } from "../render/render-site-page";
import type { RenderPage } from "../render/render-site-page";
import { drawnOutline, type SiteCatalog } from "./site-catalog";

/** The catalog's body: the server build's catalog renderer, given the outline with each example's YAML. */
export function catalogBody(module: ServerModule, catalog: SiteCatalog): RenderPage {
  const outline = drawnOutline(catalog);
  return (input) => module.renderCatalog({ ...input, outline });
}

interface CatalogCache {
  setup: RendererSetup;
  /** The key of the catalog's page, made like every page's (prerender.ts): its outline and files are added to it. */
  pageKey: string;
  cacheDir: string;
  /** The rendered pages in the cache, by key. */
  inCache: ReadonlyMap<string, SealedFile>;
}

/**
 * The catalog's HTML in the page cache, under the key of its page, outline and examples' files:
 * rendered in this thread when the cache lacks it, since one page is not worth a job for the render
 * threads.
 */
export async function cachedCatalog(
  catalog: SiteCatalog,
  { setup, pageKey, cacheDir, inCache }: CatalogCache,
): Promise<{ key: string; rendered: boolean }> {
  const hash = createHash("sha256").update(pageKey).update(JSON.stringify(catalog.outline));
  for (const source of catalog.files.values()) hash.update(`\0${source.file}\0${source.text}`);
  const key = hash.digest("hex").slice(0, 40);
  if (inCache.has(key)) return { key, rendered: false };
  const { module, document } = await loadServerRenderer(setup);
  const html = document(catalog.page, catalogBody(module, catalog));
  writeSealed(path.join(cacheDir, key), ".html", html, `${process.pid}-catalog`);
  return { key, rendered: true };
}
