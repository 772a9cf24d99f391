import { englishBlockWords, spanishBlockWords } from "./built-in-block-words";
import type { BlockWords } from "./block-words";
import type { SiteLanguage } from "./site-language";

/** English, the language of a site that lists none. */
export const english: SiteLanguage = {
  code: "en",
  locale: "en-US",
  ogLocale: "en_US",
  words: {
    mainNavigation: "Main",
    panelNavigation: "Sections",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuOf: "{brand} menu",
    socialLinks: "Social links",
    breadcrumb: "Breadcrumb",
    backToTop: "Back to top",
    formSending: "Sending…",
    formSent: "Thank you! It has been sent.",
    formFailed: "Sorry, it could not be sent. What you wrote is still here: please try again in a moment.",
    formTimedOut: "No answer came in time, so it was not sent. What you wrote is still here: please try again.",
    formMailProgram: "Your e-mail program opens with the message written: send it from there.",
    formHoneypot: "Leave this field empty",
    blockFailed: "Unexpected Application Error!",
  },
  blockWords: englishBlockWords,
};

export const spanish: SiteLanguage = {
  code: "es",
  locale: "es-ES",
  ogLocale: "es_ES",
  words: {
    mainNavigation: "Principal",
    panelNavigation: "Secciones",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuOf: "Menú de {brand}",
    socialLinks: "Redes sociales",
    breadcrumb: "Ruta de navegación",
    backToTop: "Volver arriba",
    formSending: "Enviando…",
    formSent: "¡Gracias! Ya se envió.",
    formFailed: "No se pudo enviar. Lo que escribiste sigue aquí: vuelve a intentarlo en un momento.",
    formTimedOut: "No hubo respuesta a tiempo y no se envió. Lo que escribiste sigue aquí: vuelve a intentarlo.",
    formMailProgram: "Tu programa de correo se abre con el mensaje escrito: envíalo desde allí.",
    formHoneypot: "Deja este campo vacío",
    blockFailed: "¡Error inesperado de la aplicación!",
  },
  blockWords: spanishBlockWords,
};

/**
 * The languages the project ships words for: a site lists `- { code: es }` and gets Spanish. Each one's
 * locale and og:locale are the ones a site without a country of its own would mean.
 */
export const builtInLanguages: ReadonlyMap<string, SiteLanguage> = new Map(
  [english, spanish].map((language) => [language.code, language]),
);

/** What blocks say in each built-in language where a field is left out. */
export const builtInBlockWords: ReadonlyMap<string, BlockWords> = new Map(
  [english, spanish].map((language) => [language.code, language.blockWords]),
);
