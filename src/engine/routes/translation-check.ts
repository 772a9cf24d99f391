import type { PageData } from "../../../schema/page";
import type { ErrorFactsMap } from "../errors/catalogue";
import { siteError, type SiteError } from "../errors/site-error";
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
      const report = (facts: ErrorFactsMap["invalid-translation"]) =>
        errors.push(
          siteError(
            "invalid-translation",
            { file: source.file, ...positionOf(source, path), path: path.join(".") },
            facts,
          ),
        );
      const target = byRoute.get(route);
      if (lang === page.lang) report({ problem: "same-language", lang });
      else if (!target) report({ problem: "not-a-page", route });
      else if (target.lang !== lang) report({ problem: "other-language", route, lang, written: target.lang });
      else if (target.translations[page.lang] !== page.route) {
        report({ problem: "not-named-back", route, page: page.route, lang: page.lang });
      }
    }
  }
  return errors;
}
