import { createContext, useContext } from "react";
import type { Language, SiteLanguage } from "../../schema/language/site-language";
import { usePageContext } from "./page-context";

/** What a page needs of a language it is written in: the locale of its numbers and the shell's words. */
export type PageLanguage = Pick<SiteLanguage, "locale" | "words">;

/**
 * The language of a part of the page written in another language than the page (a block's `lang`):
 * the shell's words and the numbers inside it are in that language too.
 */
export const PartLanguage = createContext<Language | undefined>(undefined);

/**
 * The language of the page shown; or of the part of it this is in, given here by the block that sets
 * it, or by an enclosing PartLanguage. The page carries only the languages it is written in.
 */
export function usePageLanguage(partLanguage?: Language): PageLanguage {
  const { lang, languages } = usePageContext();
  const enclosing = useContext(PartLanguage);
  const code = partLanguage ?? enclosing ?? lang;
  const language = languages[code];
  if (!language) throw new Error(`the page carries no words for the language ${code}`);
  return language;
}

/** The locale numbers and dates are written in where this is drawn: `localeNumber(value, useLocale())`. */
export const useLocale = (partLanguage?: Language): string => usePageLanguage(partLanguage).locale;
