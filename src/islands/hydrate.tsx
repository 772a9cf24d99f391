import type { ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageContext } from "../page/page-context";
import { ErrorScreen } from "../ui/ErrorScreen";
import { pageContextOf } from "./island-context";
import type { IslandsContext } from "./island-markup";
import { IslandRoot } from "./IslandRoot";
import { PrerenderedChildren } from "./Prerendered";

/**
 * The part of the browser code that needs React: the shell loads it with the first island that
 * starts, never on a page without islands.
 */

/**
 * Hydrates one island over its prerendered HTML, with the id prefix the prerender used for it, keeping
 * the HTML of its `<Prerendered>` parts, whose props it was not sent. Resolves once it is live.
 */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<object>,
  props: object,
  context: IslandsContext,
): Promise<void> {
  return new Promise((resolve) => {
    const opensPage = element.hasAttribute("data-opens-page");
    hydrateRoot(
      element,
      <PrerenderedChildren value="keep">
        <IslandRoot
          component={component}
          props={props}
          context={pageContextOf(context)}
          opensPage={opensPage}
          onLive={resolve}
        />
      </PrerenderedChildren>,
      { identifierPrefix: element.dataset.prefix ?? "" },
    );
  });
}

/** When an island's code cannot even load: the error screen in place of the block, in the page's words. */
export function showIslandError(element: HTMLElement, error: unknown, context: IslandsContext): void {
  createRoot(element).render(
    <PageContext value={pageContextOf(context)}>
      <ErrorScreen error={error} />
    </PageContext>,
  );
}
