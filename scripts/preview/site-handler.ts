import { readFile, realpath, stat } from "node:fs/promises";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "@polka/compression";
import { lookup } from "mrmime";
import sirv from "sirv";
import { isInside } from "../../src/engine/dev/inside-folder";
import { decodedRequestPath, isConfinedPath } from "../../src/engine/dev/request-path";
import { rootBase } from "../../src/routing/base-path";

/** Types mrmime does not know. */
const extraTypes: Record<string, string> = { ico: "image/x-icon" };

/** The content type of a file by its extension; text says it is UTF-8, as the build writes it. */
function contentType(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  const type = lookup(extension) ?? extraTypes[extension] ?? "application/octet-stream";
  return /^text\/|[/+](json|xml)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * One range of bytes, "bytes=100-" or "bytes=100-199". Other forms (several ranges, the last n bytes,
 * an end before the start) are ignored and the whole file is sent, as HTTP allows: sirv reads them
 * wrongly, and an end before the start would throw once the response has begun.
 */
function isSingleByteRange(range: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  return match !== null && (match[2] === "" || Number(match[1]) <= Number(match[2]));
}

/**
 * The file a decoded request path names, as a path from the root: the file itself, or the index.html
 * of the folder it names. Only a regular file whose real path, every link followed, is inside the root.
 */
async function siteFile(root: string, pathname: string): Promise<string | undefined> {
  if (!isConfinedPath(pathname)) return undefined;
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  for (const candidate of [pathname, path.posix.join(pathname, "index.html")]) {
    const real = await realpath(path.join(root, candidate)).catch(() => undefined);
    if (!real || !isInside(realRoot, real)) continue;
    if ((await stat(real).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
  response.end(`${text}\n`);
}

/**
 * The path inside the built site that a request path names, for a site served under `base` (as the
 * host maps "/docs/" to the folder); undefined for a path outside the base.
 */
function pathUnderBase(pathname: string, base: string): string | undefined {
  if (base === rootBase) return pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}

/**
 * Serves a built site as a static host does: "/path" as "/path/index.html", gzip for text when the
 * browser accepts it, ETags, ranges, hashed assets cached for good and everything else checked on every
 * visit, the site's 404.html for anything else. A site built for a base is served under it, and
 * "/docs" is sent on to "/docs/". Nothing outside the root is ever served.
 */
export function siteHandler(root: string, base = rootBase): RequestListener {
  const gzip = compression({ threshold: 1, mimes: /^text\/|javascript|json|xml/ });
  const serveFile = sirv(root, {
    dev: true,
    etag: true,
    extensions: [],
    setHeaders: (response, pathname) => {
      response.setHeader("content-type", contentType(pathname));
      // Hashed assets never change; everything else is checked on every visit.
      response.setHeader(
        "cache-control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });

  /** Runs `send`, gzipping what it writes unless a range was asked for: a range counts plain bytes. */
  const respond = (request: IncomingMessage, response: ServerResponse, send: () => void) => {
    response.setHeader("x-content-type-options", "nosniff");
    response.setHeader("vary", "Accept-Encoding");
    if (request.headers.range) send();
    else gzip(request, response, send);
  };

  const notFound = async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    // A JSON file that is not there is a plain 404, not the not-found page.
    if (pathname.endsWith(".json")) {
      response.writeHead(404, { "content-type": "application/json" });
      return response.end("{}");
    }
    const page = await siteFile(root, "/404.html");
    if (!page) return plain(response, 404, "Not found");
    const body = await readFile(path.join(root, page));
    respond(request, response, () => {
      response.writeHead(404, { "content-type": contentType(page), "cache-control": "no-cache" });
      response.end(body);
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return plain(response, 405, "Method not allowed: this server answers GET and HEAD only.", { allow: "GET, HEAD" });
    }
    const requested = decodedRequestPath(request.url ?? "/");
    if (requested === undefined) return plain(response, 400, "Bad request: the address has a malformed % escape.");
    if (`${requested}/` === base) return plain(response, 301, `Moved to ${base}`, { location: base });
    const pathname = pathUnderBase(requested, base);
    if (pathname === undefined) return notFound(request, response, requested);
    const file = await siteFile(root, pathname);
    if (!file) return notFound(request, response, pathname);
    // sirv serves exactly the file checked above, nothing it would look up by itself.
    request.url = encodeURI(file);
    if (request.headers.range && !isSingleByteRange(request.headers.range)) delete request.headers.range;
    // A file removed since the check above is not found, without the page: the response is under way.
    respond(request, response, () => serveFile(request, response, () => plain(response, 404, "Not found")));
  };

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (response.headersSent) response.destroy();
      else plain(response, 500, "Internal server error.");
    });
  };
}
