import type { Language } from "../../schema/languages";
import type { SiteFacts } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import { rootBase } from "../routing/base-path";
import type { Routes } from "./routes/routes";
import type { SiteFeed } from "./routes/feed-routes";
import type { PageDefaults } from "./validate/validate-page";

/** What link previews and search engines are told about the site as a whole, from content/site.yaml. */
export interface SiteIdentity {
  name: string;
  /** The origin the site is served at, such as https://www.example.com: the one place it is kept. */
  url: string;
  /** The folder the site is served under, "/" or such as "/docs/": every address of the site starts with it. */
  base: string;
  /** og:locale of each language. */
  locales: Record<Language, string>;
  /** Path of the site's mark in public/, when site.yaml names one. */
  logo?: string;
  /** The site's own profiles elsewhere: the social links of its default footer. */
  sameAs: string[];
  /** The site's feeds, which every page names for feed readers; none when left out. */
  feeds?: Pick<SiteFeed, "title" | "path">[];
}

/** A loaded site: what every page shares, every page as the browser receives it, and every path. */
export interface Site {
  identity: SiteIdentity;
  /** The menu and the button at the end of the mobile menu, which every page draws. */
  navigation: Pick<SiteData, "menu" | "mobileAction">;
  /** One page per route, per-record pages expanded. */
  pages: PageData[];
  routes: Routes;
  /** What the site's documents were checked against: the block catalog checks its examples against it too. */
  facts: SiteFacts;
  /** The site's language, header and footer, for pages without their own. */
  defaults: PageDefaults;
  /** Whether site.yaml asks for the block catalog (catalog/site-catalog.ts), which is built from the loaded site. */
  catalog: boolean;
  /** The feeds the build writes (site.yaml's `feeds`). */
  feeds: SiteFeed[];
}

/**
 * What the browser keeps for the whole visit, sent once with the first page: made from the site, not
 * kept twice. The base is left out at the root, where it changes no path.
 */
export function browserSiteData(site: Pick<Site, "identity" | "navigation">): SiteData {
  const { identity, navigation } = site;
  return {
    name: identity.name,
    url: identity.url,
    menu: navigation.menu,
    mobileAction: navigation.mobileAction,
    ...(identity.base === rootBase ? {} : { base: identity.base }),
  };
}
