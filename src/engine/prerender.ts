import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import type { Bootstrap } from "../app/bootstrap";
import { pageDataUrl, pageHtmlFile } from "../routing/page-files";
import { escapeHtml, htmlDocument, redirectDocument } from "./html-document";
import type { Site } from "./load-site";
import { blockModuleKey, moduleFiles, type ViteManifest } from "./manifest-chunks";
import { siteRoutes } from "./site-routes";

export type RenderPage = (bootstrap: Bootstrap, location: string) => Promise<string>;

interface PrerenderOptions {
  site: Site;
  outDir: string;
  /** The built index.html, with Vite's script and stylesheet tags and our placeholders. */
  template: string;
  manifest: ViteManifest;
  renderPage: RenderPage;
  builtYear: number;
}

/** Blocks whose code is preloaded with the page: the header and the first two sections, what the first screen shows. */
const preloadedContentBlocks = 2;

/**
 * The head tags a page needs beyond the template: the stylesheets of every block it shows (so
 * nothing restyles on hydration) and preloads of the code of the blocks on the first screen.
 */
function blockPreloads(blocks: readonly Block[], manifest: ViteManifest, entryFiles: ReadonlySet<string>): string[] {
  const types = [...new Set(blocks.map((block) => block.type))];
  const firstScreen = new Set<string>([
    ...blocks.filter((block) => block.type === "header").map((block) => block.type),
    ...blocks
      .filter((block) => block.type !== "header" && block.type !== "footer")
      .slice(0, preloadedContentBlocks)
      .map((block) => block.type),
  ]);
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  for (const type of types) {
    const files = moduleFiles(manifest, blockModuleKey(type));
    for (const css of files.css) if (!entryFiles.has(css)) stylesheets.add(css);
    if (firstScreen.has(type)) for (const js of files.js) if (!entryFiles.has(js)) scripts.add(js);
  }
  return [
    ...[...stylesheets].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
}

async function writeOut(outDir: string, file: string, text: string): Promise<void> {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
}

/** Runs `task` over `items`, a few at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes every path of the site: dist/<path>/index.html with the page's full content, the page's
 * data as dist/_pages/<path>.json for client-side navigation, redirect pages, and dist/404.html.
 */
export async function prerenderSite({
  site,
  outDir,
  template,
  manifest,
  renderPage,
  builtYear,
}: PrerenderOptions): Promise<number> {
  const entry = moduleFiles(manifest, "index.html");
  const entryFiles = new Set([...entry.js, ...entry.css]);
  const renderHtml = async (page: PageData, location: string, notFound: boolean) => {
    const bootstrap: Bootstrap = { site: site.data, page, notFound, builtYear };
    const body = await renderPage(bootstrap, location);
    return htmlDocument({ template, bootstrap, body, preloads: blockPreloads(page.blocks, manifest, entryFiles) });
  };

  const routes = [...siteRoutes(site)];
  await eachLimited(routes, 8, async ([route, data]) => {
    await writeOut(outDir, pageDataUrl(route), JSON.stringify(data));
    const html = "redirect" in data ? redirectDocument(data.redirect, site.url) : await renderHtml(data, route, false);
    await writeOut(outDir, pageHtmlFile(route), html);
  });

  const notFoundPage = site.pages.find((page) => page.route === "/404");
  if (notFoundPage) {
    // Served for any unknown path; rendered for a location no menu entry matches, as the browser will see it.
    await writeOut(outDir, "404.html", await renderHtml(notFoundPage, "/404.html", true));
  }
  return routes.length;
}
