import { createContext, useContext } from "react";
import type { SiteData } from "../../schema/site";

/** The site as every block may need it: its name and menu, and the year the HTML was built. */
export interface SiteContextValue extends SiteData {
  builtYear: number;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() is used outside <App>");
  return site;
}
