import { shellWordKeys, type ShellWords } from "../page/shell-word-keys";
import type { PageContextValue } from "../page/page-context";
import type { IslandsContext } from "./island-markup";

const hasEveryWord = (words: Partial<ShellWords>): words is ShellWords =>
  shellWordKeys.every((key) => typeof words[key] === "string");

/**
 * The page context islands hydrate in, from the one the page was sent: a word none of its islands
 * read as the prerender drew them was left out (render/render-page.tsx), and is empty here, where
 * they do not read it either.
 */
export function pageContextOf(sent: IslandsContext): PageContextValue {
  const languages = Object.fromEntries(
    Object.entries(sent.languages).map(([code, { locale, words }]) => {
      const all = { ...Object.fromEntries(shellWordKeys.map((key) => [key, ""])), ...words };
      if (!hasEveryWord(all)) throw new Error(`the words of ${code} lack one`);
      return [code, { locale, words: all }];
    }),
  );
  return { ...sent, languages };
}
