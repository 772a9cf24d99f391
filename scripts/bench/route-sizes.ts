import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { SiteRoute } from "./site-routes";

export interface RouteSize {
  route: string;
  /**
   * gzip bytes of every script the HTML names: the shell, modulepreloads, each island's chunk and the
   * islands runtime. Not what a visitor loads (islands start later, or never); it stays to show that
   * no route's script grows with the number of pages.
   */
  namedScript: number;
  /** gzip bytes of every stylesheet the HTML links. */
  css: number;
  /** HTML bytes, as written and gzipped. */
  html: number;
  htmlGzip: number;
}

/** Gzip sizes of files of one built site, each file read once. */
type GzipSizes = Map<string, number>;

async function gzipSize(distDir: string, url: string, sizes: GzipSizes): Promise<number> {
  const cached = sizes.get(url);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(distDir, url))).length;
  sizes.set(url, size);
  return size;
}

/** The same-site URLs that one attribute pattern names in an HTML document. */
function urls(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "").filter((url) => url.startsWith("/"));
}

/** The URL of the islands runtime, from the JSON the prerender writes once per page with islands. */
function islandsRuntime(html: string): string[] {
  const json = /<script[^>]*id="islands"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const { runtime } = JSON.parse(json) as { runtime?: unknown };
  return typeof runtime === "string" ? [runtime] : [];
}

/** What the files of one route weigh, read from the built site rather than a browser. */
export async function routeSize(distDir: string, page: SiteRoute, sizes: GzipSizes = new Map()): Promise<RouteSize> {
  const html = await readFile(path.join(distDir, page.htmlFile), "utf8");
  const scripts = new Set([
    ...urls(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...urls(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...urls(html, /<bp-island[^>]*\sdata-component="([^"]+)"/g),
    ...islandsRuntime(html),
  ]);
  const styles = new Set(urls(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g));
  const sum = async (list: Set<string>) =>
    (await Promise.all([...list].map((url) => gzipSize(distDir, url, sizes)))).reduce((a, b) => a + b, 0);
  return {
    route: page.route,
    namedScript: await sum(scripts),
    css: await sum(styles),
    html: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
  };
}
