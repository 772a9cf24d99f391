import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Serves the built site the way a static host does: files from dist/, "/path" as
 * "/path/index.html", the not-found page with status 404 for anything else, gzip for text.
 * Usage: tsx scripts/serve.ts [dist] ; PORT sets the port (4173 by default).
 */
const root = path.resolve(process.argv[2] ?? "dist");
const port = Number(process.env.PORT ?? 4173);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"]);

async function fileFor(pathname: string): Promise<string | undefined> {
  const candidates = [pathname, path.join(pathname, "index.html")];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

const server = createServer((request, response) => {
  void (async () => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const found = await fileFor(pathname);
    const file = found ?? path.join(root, "404.html");
    const extension = path.extname(file);
    let body = await readFile(file);
    const headers: Record<string, string> = { "content-type": types[extension] ?? "application/octet-stream" };
    // Hashed assets never change; everything else is checked on every visit.
    headers["cache-control"] = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    // A JSON file that is not there is a plain 404, not the not-found page.
    const missingData = !found && pathname.endsWith(".json");
    response.writeHead(found ? 200 : 404, missingData ? { "content-type": "application/json" } : headers);
    response.end(missingData ? "{}" : body);
  })().catch((error: unknown) => {
    response.writeHead(500, { "content-type": "text/plain" });
    response.end(String(error));
  });
});

server.listen(port, () =>
  console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://localhost:${port}/`),
);
