/** What the first screen of a page holds, seen before any island has started. */
export interface FirstScreen {
  /** Block types of the islands whose boxes intersect the first viewport. */
  islands: string[];
  /** Islands that had already started when the check ran: the check only counts when this is empty. */
  alreadyStarted: string[];
}

/**
 * Runs in the page, as an init script, so it sees the layout before the islands do anything. It waits
 * for DOMContentLoaded: the stylesheet has loaded by then (module scripts wait for it and the event
 * waits for them), and islands only start on a later frame, an observer callback, idle time or input.
 * An island is display: contents, with no box of its own, so its children are what can be on screen.
 *
 * The body has no nested named functions: tsx's transform would wrap them in a helper that does not
 * exist in the page.
 */
export function reportFirstScreen(bindingName: string): void {
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      const screen: FirstScreen = { islands: [], alreadyStarted: [] };
      for (const island of document.querySelectorAll<HTMLElement>("bp-island")) {
        const type = island.dataset.type ?? island.dataset.component ?? "island";
        if (island.dataset.state) screen.alreadyStarted.push(type);
        const onScreen = [...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > 0 &&
            box.right > 0 &&
            box.top < window.innerHeight &&
            box.left < window.innerWidth
          );
        });
        if (onScreen) screen.islands.push(type);
      }
      const report: unknown = Reflect.get(window, bindingName);
      if (typeof report === "function") report(screen);
    },
    { once: true },
  );
}
