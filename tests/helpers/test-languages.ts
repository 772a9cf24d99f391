import { english, spanish } from "../../schema/language/built-in-languages";
import type { SiteLanguage } from "../../schema/language/site-language";

/** The shipped site's languages: English from Bristol and Argentine Spanish, as link previews name them. */
export const testLanguages: SiteLanguage[] = [
  { ...english, ogLocale: "en_GB" },
  { ...spanish, locale: "es-AR", ogLocale: "es_AR" },
];
