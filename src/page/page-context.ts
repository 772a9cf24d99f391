import { createContext, useContext } from "react";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import type { PageLanguage } from "./page-languages";

/**
 * What a block may know about the page it is drawn on, besides its own props: the site (name,
 * address), the route (for the menu's current entry), the language with the words and locale of each
 * language the page is written in, and the year the HTML was built. The prerender provides it for
 * every block; an island gets the same value back in the browser, so it hydrates to the same HTML. The
 * site's menu is not in it (site-menu.ts).
 */
export interface PageContextValue {
  site: SiteData;
  route: string;
  lang: PageData["lang"];
  /** The page's language and those of its parts, and only those: islands receive this in every page. */
  languages: Readonly<Record<string, PageLanguage>>;
  builtYear: number;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const context = useContext(PageContext);
  if (!context) throw new Error("usePageContext() is used outside a rendered page");
  return context;
}
