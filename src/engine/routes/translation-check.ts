import type { PageData } from "../../../schema/page";
import { siteError, type SiteError } from "../errors/catalogue";
import { positionOf, type YamlSource } from "../read/yaml-source";

export interface SourcedPage {
  page: PageData;
  source: YamlSource;
}

/**
 * Checks every page's translations once all pages are known: each names a page (not an alias, a
 * redirect or nothing) written in the language it is listed under, and that page names this one
 * back. Search engines ignore alternates that do not point both ways, so a one-sided pair is an error.
 */
export function checkTranslations(pages: readonly SourcedPage[]): SiteError[] {
  const byRoute = new Map(pages.map((entry) => [entry.page.route, entry.page]));
  const errors: SiteError[] = [];
  for (const { page, source } of pages) {
    for (const [lang, route] of Object.entries(page.translations)) {
      const path = ["translations", lang];
      const report = (message: string) =>
        errors.push(
          siteError(
            "invalid-translation",
            { file: source.file, ...positionOf(source, path), path: path.join(".") },
            message,
          ),
        );
      const target = byRoute.get(route);
      if (lang === page.lang) report(`this page is itself in ${lang}; list only its versions in other languages`);
      else if (!target) report(`${route} is not a page of the site (an alias or a redirect does not count)`);
      else if (target.lang !== lang) report(`${route} is written in ${target.lang}, not ${lang}`);
      else if (target.translations[page.lang] !== page.route) {
        report(`${route} does not name ${page.route} as its ${page.lang} version; add it to that page's translations`);
      }
    }
  }
  return errors;
}
