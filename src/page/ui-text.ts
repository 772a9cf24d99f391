import type { Language } from "../../schema/language/site-language";
import type { ShellWords } from "./shell-word-keys";
import { usePageLanguage } from "./page-languages";

/** The shell's words in one language. */
export type UiText = ShellWords;

/**
 * The shell's own words (menu buttons, landmark names) in the language of the page shown, or of the
 * part of it they are in: site.yaml's languages give them. The words themselves, not a copy: an
 * island's prerender notes which of them it reads, and the browser is sent those alone
 * (render/render-page.tsx).
 */
export function useUiText(partLanguage?: Language): UiText {
  return usePageLanguage(partLanguage).words;
}

/** The name of a one-page site's side panel, for a brand: `menuOf` with `{brand}` filled in. */
export function menuName(text: UiText, brand: string): string {
  return text.menuOf.replaceAll("{brand}", brand);
}
