import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface RouteSize {
  route: string;
  /** gzip bytes of every script and modulepreload the HTML names. */
  js: number;
  /** gzip bytes of every stylesheet the HTML links. */
  css: number;
  /** HTML bytes, as written and gzipped. */
  html: number;
  htmlGzip: number;
}

const gzipped = new Map<string, number>();

async function gzipSize(distDir: string, url: string): Promise<number> {
  const cached = gzipped.get(url);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(distDir, url))).length;
  gzipped.set(url, size);
  return size;
}

/** The URLs of the tags of one kind in an HTML document. */
function urls(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))].filter((url) => url.startsWith("/"));
}

/** What the first load of a route costs: the JS and CSS its HTML names, and the HTML itself. */
export async function routeSize(distDir: string, route: string, htmlFile: string): Promise<RouteSize> {
  const html = await readFile(path.join(distDir, htmlFile), "utf8");
  const scripts = [
    ...urls(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...urls(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const styles = urls(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sum = async (list: string[]) =>
    (await Promise.all(list.map((url) => gzipSize(distDir, url)))).reduce((a, b) => a + b, 0);
  return {
    route,
    js: await sum([...new Set(scripts)]),
    css: await sum(styles),
    html: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
  };
}
