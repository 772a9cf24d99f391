import { useEffect, useMemo } from "react";
import { BlockList, preloadBlocks } from "../render/BlockList";
import { BackToTop } from "./BackToTop";
import type { Bootstrap } from "./bootstrap";
import { ErrorScreen, RouteErrorBoundary } from "./RouteErrorBoundary";
import { SiteContext } from "./SiteContext";
import { PageLanguageContext } from "./ui-text";
import { useDocumentMeta } from "./use-document-meta";
import { useRoutePage } from "./use-route-page";
import { useScrollOnNavigation } from "./use-scroll-on-navigation";
import { useScrollReveal } from "./use-scroll-reveal";

/**
 * The app shell: the page for the current route drawn from its blocks, the shared behaviours
 * (scroll to top on navigation, scroll reveal, back to top), and the error screen.
 */
export function App({ site, page, notFound, builtYear }: Bootstrap) {
  const { shown, error } = useRoutePage(page, notFound);
  const context = useMemo(() => ({ ...site, builtYear }), [site, builtYear]);
  useDocumentMeta(shown.page, site.url);
  useScrollOnNavigation(shown.route);
  useScrollReveal(shown.route);
  // Marks the page interactive once every block's code is in and React has had a turn to hydrate it.
  useEffect(() => {
    void preloadBlocks(page.blocks).then(() => setTimeout(() => (document.documentElement.dataset.hydrated = "true")));
  }, [page.blocks]);

  return (
    <SiteContext value={context}>
      <PageLanguageContext value={shown.page.lang}>
        <div data-theme={shown.page.theme} className="flex min-h-screen flex-col">
          <RouteErrorBoundary resetKey={error ? `error:${error.route}` : shown.route}>
            {error ? <ErrorScreen error={error.error} /> : <BlockList blocks={shown.page.blocks} />}
          </RouteErrorBoundary>
          <BackToTop />
        </div>
      </PageLanguageContext>
    </SiteContext>
  );
}
