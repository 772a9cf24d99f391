import type { SiteLanguage } from "./site-language";

/** English, the language of a site that lists none. */
export const english: SiteLanguage = {
  code: "en",
  locale: "en-US",
  ogLocale: "en_US",
  words: {
    mainNavigation: "Main",
    mobileNavigation: "Mobile",
    panelNavigation: "Sections",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuOf: "{brand} menu",
    socialLinks: "Social links",
    breadcrumb: "Breadcrumb",
    backToTop: "Back to top",
  },
};

export const spanish: SiteLanguage = {
  code: "es",
  locale: "es-ES",
  ogLocale: "es_ES",
  words: {
    mainNavigation: "Principal",
    mobileNavigation: "Móvil",
    panelNavigation: "Secciones",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuOf: "Menú de {brand}",
    socialLinks: "Redes sociales",
    breadcrumb: "Ruta de navegación",
    backToTop: "Volver arriba",
  },
};

/**
 * The languages the project ships words for: a site lists `- { code: es }` and gets Spanish. Each one's
 * locale and og:locale are the ones a site without a country of its own would mean.
 */
export const builtInLanguages: ReadonlyMap<string, SiteLanguage> = new Map(
  [english, spanish].map((language) => [language.code, language]),
);
