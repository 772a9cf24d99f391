import type { Language } from "../../schema/language/site-language";
import type { ShellWords } from "../../schema/language/shell-words";
import { usePageLanguage } from "./page-languages";

/** The shell's words, with the menu's name made for a brand. */
export type UiText = Omit<ShellWords, "menuOf"> & { menuOf: (brand: string) => string };

/**
 * The shell's own words (menu buttons, landmark names) in the language of the page shown, or of the
 * part of it they are in: site.yaml's languages give them.
 */
export function useUiText(partLanguage?: Language): UiText {
  const { words } = usePageLanguage(partLanguage);
  return { ...words, menuOf: (brand) => words.menuOf.replaceAll("{brand}", brand) };
}
