import { usePageContext } from "../../page/page-context";
import { isActivePath } from "../../routing/is-active-path";

/** For a menu entry: aria-current="page" when it is the page shown, else nothing. */
export function useAriaCurrent(): (href: string) => "page" | undefined {
  const { route } = usePageContext();
  return (href) => (isActivePath(href, route) ? "page" : undefined);
}
