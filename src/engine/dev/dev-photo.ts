import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SiteWithCatalog } from "../catalog/site-catalog";
import type { DevResponse } from "./dev-request";
import { photoCacheFolder, photoCopyOnRequest } from "../photos/photo-copies";

const types: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

/**
 * A copy of a photo, as the dev server answers `/_images/...`: made from the file in public/ the first
 * time it is asked for, and kept in the build's photo cache, so a build after finds it made. Undefined
 * for any other path; a 404 for a copy no photo of the site has.
 */
export async function devPhotoCopy(
  site: () => Promise<SiteWithCatalog>,
  siteRoot: string,
  pathname: string,
): Promise<DevResponse | undefined> {
  if (!pathname.startsWith("/_images/")) return undefined;
  const shown = await site().then((result) => result.site ?? result.partial);
  const entry =
    shown &&
    (await photoCopyOnRequest(path.join(siteRoot, "public"), shown.facts.images, pathname, photoCacheFolder(siteRoot)));
  if (!entry) return { status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };
  const body = await readFile(entry.file);
  return {
    status: 200,
    headers: { "content-type": types[path.extname(pathname)] ?? "application/octet-stream" },
    body,
  };
}
