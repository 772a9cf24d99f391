import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Connect } from "vite";
import { isInside } from "./inside-folder";
import { decodedRequestPath, isConfinedPath } from "./request-path";

export interface DevFolders {
  /** Vite's root: the app, whose files Vite serves by their path. */
  root: string;
  /** The site: pages/, content/ and public/ (the root itself unless SITE_ROOT says otherwise). */
  siteRoot: string;
  /** Where Vite serves public/ from, at the top of the address space; "" for none. */
  publicDir: string;
  /** The folders Vite may serve from (server.fs.allow: the project's workspace unless configured). */
  allowed: readonly string[];
}

/**
 * Folders of the project a browser has no business reading raw: the site's sources (which the dev
 * server renders, never serves), git's store, the engine's caches and spare builds.
 */
const privateFolders = /^(pages|content|\.git|\.cache|\.builds|node_modules\/\.cache)(\/|$)/;
/** Secrets and git's store wherever they are. */
const privateNames = /(^|\/)(\.env[^/]*|\.git)(\/|$)/;

/** The files a request path could reach through Vite: under its root, in public/, or by /@fs/. */
function reachableFiles(pathname: string, folders: DevFolders): string[] {
  if (pathname.startsWith("/@fs/")) return [pathname.slice("/@fs".length)];
  const files = [path.join(folders.root, pathname)];
  return folders.publicDir ? [...files, path.join(folders.publicDir, pathname)] : files;
}

const realPaths = (folders: readonly string[]) =>
  Promise.all(folders.map((folder) => realpath(folder).catch(() => folder)));

/** Where a file really is, every link followed; undefined for nothing or a folder, which Vite never serves. */
async function realFile(file: string): Promise<string | undefined> {
  const real = await realpath(file).catch(() => undefined);
  const info = real && (await stat(real).catch(() => undefined));
  return info && !info.isDirectory() ? real : undefined;
}

function isPrivate(file: string, projectFolders: readonly string[]): boolean {
  return projectFolders.some((folder) => {
    if (!isInside(folder, file)) return false;
    const relative = path.relative(folder, file).split(path.sep).join("/");
    return privateFolders.test(relative) || privateNames.test(relative);
  });
}

/**
 * The status the dev server answers a request with before Vite sees it, or undefined to let it through:
 * 400 for an address that cannot be decoded; 404 for a file reached by "..", one whose real path,
 * every link followed, is outside the allowed folders (a public/passwd.txt linked to /etc/passwd), and
 * one in a private folder, whatever the query (?raw, ?import) asks of it.
 */
export async function refusedDevRequest(url: string, folders: DevFolders): Promise<400 | 404 | undefined> {
  const pathname = decodedRequestPath(url);
  if (pathname === undefined) return 400;
  if (!isConfinedPath(pathname)) return 404;
  const allowed = await realPaths(folders.allowed);
  const project = [folders.root, folders.siteRoot];
  const projectFolders = [...project, ...(await realPaths(project))];
  for (const file of reachableFiles(pathname, folders)) {
    const real = await realFile(file);
    if (!real) continue;
    if (!allowed.some((folder) => isInside(folder, real))) return 404;
    if (isPrivate(file, projectFolders) || isPrivate(real, projectFolders)) return 404;
  }
  return undefined;
}

const messages = { 400: "Bad request: the address has a malformed % escape.", 404: "Not found" };

/** Vite middleware that answers what refusedDevRequest refuses, in plain text. */
export function devFileGuard(folders: DevFolders): Connect.NextHandleFunction {
  return (request, response, next) => {
    refusedDevRequest(request.url ?? "/", folders)
      .then((status) => {
        if (!status) return next();
        response.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
        response.end(`${messages[status]}\n`);
      })
      .catch(next);
  };
}
