import { createContext, useContext } from "react";
import type { Language } from "../../schema/languages";
import { usePageContext } from "./page-context";

/** The few words the shell itself says (menu buttons, landmark names), in each page language. */
const uiText = {
  en: {
    mainNavigation: "Main",
    mobileNavigation: "Mobile",
    panelNavigation: "Sections",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuOf: (brand: string) => `${brand} menu`,
    socialLinks: "Social links",
    breadcrumb: "Breadcrumb",
  },
  es: {
    mainNavigation: "Principal",
    mobileNavigation: "Móvil",
    panelNavigation: "Secciones",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuOf: (brand: string) => `Menú de ${brand}`,
    socialLinks: "Redes sociales",
    breadcrumb: "Ruta de navegación",
  },
} satisfies Record<Language, Record<string, string | ((value: string) => string)>>;

export type UiText = (typeof uiText)["en"];

/**
 * The language of a part of the page written in another language than the page (a block's `lang`):
 * the shell's words inside it are in that language too.
 */
export const PartLanguage = createContext<Language | undefined>(undefined);

/**
 * The shell's own words in the language of the page shown; or of the part of it they are in, given
 * here by the block that sets it, or by an enclosing PartLanguage.
 */
export function useUiText(partLanguage?: Language): UiText {
  const pageLanguage = usePageContext().lang;
  const enclosing = useContext(PartLanguage);
  return uiText[partLanguage ?? enclosing ?? pageLanguage];
}
