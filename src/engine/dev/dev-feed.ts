import { stat } from "node:fs/promises";
import path from "node:path";
import { lookup } from "mrmime";
import type { SiteWithCatalog } from "../catalog/site-catalog";
import { feedXml, type PublishedFileBytes } from "../output/feed-xml";
import { photoCacheFolder, photoCopyOnRequest } from "../photos/photo-copies";
import type { Site } from "../site";
import type { DevResponse } from "./dev-request";

/**
 * The size of a file the built site would publish, as the dev server knows it: a file of public/ as
 * it is, a photo's copy from the photo cache, made now if it is not there yet, as a browser's request
 * for it would make it.
 */
function devFileBytes(siteRoot: string, site: Site): PublishedFileBytes {
  const publicDir = path.join(siteRoot, "public");
  return async (file) => {
    const copy = await photoCopyOnRequest(publicDir, site.facts.images, `/${file}`, photoCacheFolder(siteRoot));
    const info = await stat(copy?.file ?? path.join(publicDir, file)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  };
}

/**
 * A feed of the site, as the dev server answers its path: written from the YAML as it is now, as the
 * build would write it. Undefined for any other path.
 */
export async function devFeed(
  site: () => Promise<SiteWithCatalog>,
  siteRoot: string,
  pathname: string,
): Promise<DevResponse | undefined> {
  // Only a feed's path ends in .xml: other requests do not wait for the site to load.
  if (!pathname.endsWith(".xml")) return undefined;
  const result = await site();
  const shown = result.site ?? result.partial;
  const feed = shown?.feeds.find((candidate) => candidate.path === pathname);
  if (!shown || !feed) return undefined;
  const xml = await feedXml(
    feed,
    { identity: shown.identity, records: shown.facts.records },
    devFileBytes(siteRoot, shown),
  );
  return {
    status: 200,
    headers: { "content-type": `${lookup(pathname) ?? "application/xml"}; charset=utf-8` },
    body: xml,
  };
}
