import { usePageContext } from "../../page/page-context";
import { useSitePath } from "../../page/use-site-path";
import { isActivePath } from "../../routing/is-active-path";

/** What a menu link says of itself: the page shown ("page"), the section being read ("true"), or nothing. */
export type AriaCurrent = "page" | "true" | undefined;

/** Whether a menu entry is the page shown. */
export function useIsCurrentPage(): (href: string) => boolean {
  // Menu links are written under the folder the site is served under; so is the page's own path here.
  const current = useSitePath()(usePageContext().route);
  return (href) => isActivePath(href, current);
}

/** For a menu entry: aria-current="page" when it is the page shown, else nothing. */
export function useAriaCurrent(): (href: string) => AriaCurrent {
  const isCurrentPage = useIsCurrentPage();
  return (href) => (isCurrentPage(href) ? "page" : undefined);
}
