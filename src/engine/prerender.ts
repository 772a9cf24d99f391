import { copyFileSync, existsSync, linkSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PageData } from "../../schema/page";
import { pageHtmlFile } from "../routing/route-path";
import { redirectDocument } from "./html-document";
import type { Site } from "./load-site";
import type { PageKeys } from "./page-keys";
import type { RendererSetup } from "./page-renderer";
import { renderAll } from "./render-pool";
import { shardOf, type Shard } from "./shard";
import { siteRoutes } from "./site-routes";

interface PrerenderOptions {
  site: Site;
  /** The folder the site's files go to. */
  outDir: string;
  setup: RendererSetup;
  keys: PageKeys;
  /** Rendered pages by key: what is here is reused, what is rendered is added. */
  cacheDir: string;
  /** Only the routes of this shard; all when undefined. */
  shard?: Shard;
  /** Worker threads to render with; one per core when undefined. */
  threads?: number;
}

export interface PrerenderResult {
  /** Paths written: pages, aliases, redirects. */
  paths: string[];
  /** Pages rendered by this build, and pages whose HTML came from the cache. */
  rendered: string[];
  reused: number;
  threads: number;
  /** The cache entries this build used. */
  usedKeys: Set<string>;
}

/**
 * Makes `to` the same file as `from`: a hard link, which costs no copy; a copy across file systems.
 * Synchronous: thousands of such small calls cost several times less so than through promises.
 */
function place(from: string, to: string, folders: Set<string>): void {
  const folder = path.dirname(to);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    copyFileSync(from, to);
  }
}

/**
 * Writes every path of the site (or of one shard): <path>/index.html with the page's full content,
 * redirect pages, and 404.html, which static hosts serve for any unknown path. Each page is rendered
 * only when the cache holds no HTML for its key; aliases share their page's HTML, and a page goes to
 * the shard of its own route, with its aliases and 404.html.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { site, outDir, keys, cacheDir, shard } = options;
  const inShard = (route: string) => !shard || shardOf(route, shard.count) === shard.index;
  const cached = (key: string) => path.join(cacheDir, `${key}.html`);

  const paths: string[] = [];
  const pageFiles: { file: string; key: string }[] = [];
  const redirects: { file: string; to: string }[] = [];
  const toRender = new Map<string, PageData>();
  for (const [route, data] of siteRoutes(site)) {
    if (!inShard("redirect" in data ? route : data.route)) continue;
    paths.push(route);
    if ("redirect" in data) {
      redirects.push({ file: pageHtmlFile(route), to: data.redirect });
      continue;
    }
    const key = keys.of(data);
    pageFiles.push({ file: pageHtmlFile(route), key });
    if (!toRender.has(key) && !existsSync(cached(key))) toRender.set(key, data);
  }
  const notFound = site.pages.find((page) => page.route === "/404");
  if (notFound && inShard(notFound.route)) pageFiles.push({ file: "404.html", key: keys.of(notFound) });

  await mkdir(cacheDir, { recursive: true });
  const jobs = [...toRender].map(([key, page]) => ({ page, file: cached(key) }));
  const { threads } = await renderAll(options.setup, jobs, options.threads);

  const usedKeys = new Set(pageFiles.map((entry) => entry.key));
  const folders = new Set<string>();
  for (const entry of pageFiles) place(cached(entry.key), path.join(outDir, entry.file), folders);
  for (const entry of redirects) {
    const target = path.join(outDir, entry.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, redirectDocument(entry.to, site.url));
  }
  return {
    paths,
    rendered: jobs.map((job) => job.page.route),
    reused: usedKeys.size - jobs.length,
    threads,
    usedKeys,
  };
}
