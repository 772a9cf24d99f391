import { hash } from "node:crypto";
import type { PageData } from "../../../schema/page";
import type { Site } from "../site";

/**
 * Content keys for rendered pages. A page's HTML is made from its validated data (which holds the
 * records it shows, the sizes of the images it uses and where its links lead, resolved by validation),
 * the site's identity and menu (site.yaml), the year in its footer, and the built code (the hash of
 * every code input, the engine's included). The key hashes all of them: equal keys mean equal HTML, so a
 * page whose key is in the cache is not rendered again, and any change to what it is made from
 * makes a new key. Whatever a later change lets a page's HTML read must be added here.
 */
export interface PageKeys {
  /** The key of what every page shares. */
  common: string;
  of: (page: PageData) => string;
  /** The key of the whole site: every path and what it shows. Shards of one build share it. */
  siteKey: (site: Site) => string;
}

const sha256 = (text: string) => hash("sha256", text, "hex");

export function pageKeys(site: Site, codeHash: string, builtYear: number): PageKeys {
  const common = sha256(
    JSON.stringify({
      codeHash,
      builtYear,
      identity: site.identity,
      navigation: site.navigation,
    }),
  );
  const keys = new WeakMap<PageData, string>();
  const of = (page: PageData) => {
    let key = keys.get(page);
    if (!key) {
      key = sha256(common + JSON.stringify(page)).slice(0, 40);
      keys.set(page, key);
    }
    return key;
  };
  return {
    common,
    of,
    siteKey: ({ pages, routes }) => {
      const aliases = [...routes].flatMap(([path, route]) =>
        route.kind === "alias" ? [[path, route.page.route]] : [],
      );
      return sha256(JSON.stringify([common, pages.map((page) => [page.route, of(page)]).sort(), aliases.sort()]));
    },
  };
}
