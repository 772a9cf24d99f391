import { usePageContext } from "../../page/page-context";
import { isActivePath } from "../../routing/is-active-path";

/** What a menu link says of itself: the page shown ("page"), the section being read ("true"), or nothing. */
export type AriaCurrent = "page" | "true" | undefined;

/** For a menu entry: aria-current="page" when it is the page shown, else nothing. */
export function useAriaCurrent(): (href: string) => AriaCurrent {
  const { route } = usePageContext();
  return (href) => (isActivePath(href, route) ? "page" : undefined);
}
