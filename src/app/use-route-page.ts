import { startTransition, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PageData } from "../../schema/page";
import { routeOf } from "../routing/page-files";
import { preloadBlocks } from "../render/BlockList";
import { loadRoute, type LoadedRoute } from "./load-page";

/** A route's data with its block code loaded, ready to show in one piece. */
async function loadReady(route: string): Promise<LoadedRoute> {
  const loaded = await loadRoute(route);
  if (loaded.kind === "page") await preloadBlocks(loaded.page.blocks);
  return loaded;
}

export interface ShownPage {
  route: string;
  page: PageData;
  notFound: boolean;
}

/**
 * The page to show for the current location. The first page comes with the HTML; after that each
 * route's data is fetched on navigation, and the previous page stays on screen until it arrives.
 * A failed load is returned as `error` for the error screen, with the route it belongs to.
 */
export function useRoutePage(
  initialPage: PageData,
  initialNotFound: boolean,
): { shown: ShownPage; error: { route: string; error: unknown } | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const route = routeOf(location.pathname);
  // The first page is the one the HTML came with, for whatever path the browser asked.
  const [shown, setShown] = useState<ShownPage>(() => ({ route, page: initialPage, notFound: initialNotFound }));
  const [error, setError] = useState<{ route: string; error: unknown } | null>(null);
  // Visited routes, so going back and forth does not fetch again.
  const visited = useRef(
    new Map<string, LoadedRoute>([[shown.route, { kind: "page", page: initialPage, notFound: initialNotFound }]]),
  );
  const { hash } = location;

  useEffect(() => {
    if (route === shown.route) return;
    let current = true;
    const known = visited.current.get(route);
    (known ? Promise.resolve(known) : loadReady(route)).then(
      (loaded) => {
        if (!current) return;
        visited.current.set(route, loaded);
        if (loaded.kind === "redirect") {
          void navigate(loaded.to + hash, { replace: true });
          return;
        }
        startTransition(() => {
          setError(null);
          setShown({ route, page: loaded.page, notFound: loaded.notFound });
        });
      },
      (failure: unknown) => {
        if (current) setError({ route, error: failure });
      },
    );
    return () => {
      current = false;
    };
  }, [route, shown.route, hash, navigate]);

  return { shown, error: error?.route === route ? error : null };
}
