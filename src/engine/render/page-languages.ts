import type { SiteLanguage } from "../../../schema/language/site-language";
import type { PageData } from "../../../schema/page";
import type { PageLanguage } from "../../page/page-languages";

/**
 * The locale and shell words of the languages a page is written in: its own, and those of blocks that
 * set a language of their own (the site's header and footer on a page in another language). Islands
 * receive these with the page, so a page carries no other language's words.
 */
export function pageLanguages(page: PageData, languages: readonly SiteLanguage[]): Record<string, PageLanguage> {
  const written = new Set([page.lang]);
  for (const block of page.blocks) if ("lang" in block && typeof block.lang === "string") written.add(block.lang);
  return Object.fromEntries(
    languages
      .filter((language) => written.has(language.code))
      .map(({ code, locale, words }) => [code, { locale, words }]),
  );
}
