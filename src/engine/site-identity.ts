import type { Language } from "../../schema/languages";

/** What link previews and search engines are told about the site as a whole, from content/site.yaml. */
export interface SiteIdentity {
  name: string;
  /** Address the site is served at, without a trailing slash. */
  url: string;
  /** og:locale of each language. */
  locales: Record<Language, string>;
  /** Path of the site's mark in public/, when site.yaml names one. */
  logo?: string;
  /** The site's own profiles elsewhere: the social links of its default footer. */
  sameAs: string[];
}
