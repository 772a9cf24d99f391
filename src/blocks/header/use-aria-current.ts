import { useLocation } from "react-router";
import { isActivePath } from "../../routing/is-active-path";

/** For a menu entry: aria-current="page" when it is the page shown, else nothing. */
export function useAriaCurrent(): (href: string) => "page" | undefined {
  const { pathname } = useLocation();
  return (href) => (isActivePath(href, pathname) ? "page" : undefined);
}
