import { createContext, useContext } from "react";
import type { SiteMenu as SiteMenuData } from "../../schema/site";

/**
 * The site's menu, for the blocks the prerender draws as plain HTML. It is not part of the page
 * context: that context goes to the browser with every page that has an island, and no island draws
 * the menu (a header starts as one only with its own links to sections), so the menu's links would be
 * sent twice for nothing.
 */
export const SiteMenu = createContext<SiteMenuData | null>(null);

export function useSiteMenu(): SiteMenuData {
  const menu = useContext(SiteMenu);
  if (!menu) throw new Error("the site's menu is drawn only by a block the prerender draws, never by an island");
  return menu;
}
