import type { PageData } from "../../schema/page";
import { usePageContext } from "./page-context";

type Language = PageData["lang"];

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

/** The shell's own words in the language of the page shown. */
export function useUiText(): UiText {
  return uiText[usePageContext().lang];
}
