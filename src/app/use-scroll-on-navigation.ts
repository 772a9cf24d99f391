import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { routeOf } from "../routing/page-files";

/** The element a "#planes" hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

/**
 * Scrolls the window to the top whenever a new route is shown (or to the element its hash names),
 * and to the named element when a hash link is followed within the page.
 */
export function useScrollOnNavigation(shownRoute: string): void {
  const { pathname, hash, key } = useLocation();
  const scrolledFor = useRef(shownRoute);

  useLayoutEffect(() => {
    // The first page keeps the position the browser gives it (a reload, or a link with a hash).
    if (scrolledFor.current === shownRoute) return;
    scrolledFor.current = shownRoute;
    const target = hashTarget(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [shownRoute, hash]);

  useEffect(() => {
    // While a new route loads, the layout effect above scrolls once it is shown.
    if (routeOf(pathname) !== shownRoute) return;
    hashTarget(hash)?.scrollIntoView({ behavior: "smooth" });
  }, [key, pathname, hash, shownRoute]);
}
