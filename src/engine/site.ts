import type { Language, SiteLanguage } from "../../schema/language/site-language";
import type { SiteFacts } from "../../schema/kit/validation-context";
import type { PageData } from "../../schema/page";
import type { SiteData, SiteMenu } from "../../schema/site";
import type { AnalyticsEntry } from "../../schema/kit/analytics-rules";
import type { VerificationService } from "../../schema/kit/verification-rules";
import { rootBase } from "../routing/base-path";
import type { Routes, SiteFeed } from "./routes/routes";
import type { PageDefaults } from "./validate/validate-page";
import type { InstalledFont } from "./validate/site-fonts";

/** A font as a page's @font-face names it: its family, weights and style, and where the site publishes it. */
export type ThemeFontFace = Omit<InstalledFont, "source">;

/**
 * What link previews, search engines and analytics are told about the site as a whole, from
 * content/site.yaml: every page's head is made from it.
 */
export interface SiteIdentity {
  name: string;
  /** The origin the site is served at, such as https://www.example.com: the one place it is kept. */
  url: string;
  /** The folder the site is served under, "/" or such as "/docs/": every address of the site starts with it. */
  base: string;
  /** The languages of the site, as site.yaml lists them: codes, locales, og:locales and shell words. */
  languages: readonly SiteLanguage[];
  /** Path of the site's mark in public/, when site.yaml names one. */
  logo?: string;
  /** The site's own profiles elsewhere: the social links of its default footer. */
  sameAs: string[];
  /** Ownership tokens for search engines and social sites, by service: a meta tag each on every page. */
  verification?: Partial<Record<VerificationService, string>>;
  /** The analytics providers every built page loads after it has loaded; none when left out. */
  analytics?: AnalyticsEntry[];
  /** The site's feeds, which every page names for feed readers; none when left out. */
  feeds?: Pick<SiteFeed, "title" | "path">[];
  /** The fonts of site.yaml by name, as a page whose theme names one writes its @font-face; none when left out. */
  fonts?: Record<string, ThemeFontFace>;
}

/** How link previews name a language of the site (og:locale); validation lets no other language through. */
export function ogLocaleOf(identity: Pick<SiteIdentity, "languages">, lang: Language): string | undefined {
  return identity.languages.find((language) => language.code === lang)?.ogLocale;
}

/** A loaded site: what every page shares, every page as the browser receives it, and every path. */
export interface Site {
  identity: SiteIdentity;
  /** The menu and the button at the end of the mobile menu, which every page draws. */
  navigation: { menu: SiteMenu; mobileAction: SiteData["mobileAction"] };
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
  /** The installed fonts of site.yaml by name, each with the file the build publishes. */
  fonts: ReadonlyMap<string, InstalledFont>;
  /** What each page was made from (speedups/page-origins.ts), when the build asked for it. */
  origins?: ReadonlyMap<PageData, string>;
}

/**
 * What blocks read of the site, islands in the browser too: made from the site, not kept twice. The
 * base is left out at the root, where it changes no path.
 */
export function browserSiteData(site: Pick<Site, "identity" | "navigation">): SiteData {
  const { identity, navigation } = site;
  return {
    name: identity.name,
    url: identity.url,
    mobileAction: navigation.mobileAction,
    ...(identity.base === rootBase ? {} : { base: identity.base }),
  };
}
