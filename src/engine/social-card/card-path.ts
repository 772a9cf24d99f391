/** A social card's size: the 1.91:1 picture link previews show largest. */
export const cardSize = { width: 1200, height: 630 } as const;

/**
 * Where a page's card is served: beside its HTML, "/blog/7" → "/blog/7/card.png". No route can
 * clash with it, since route segments never hold a dot.
 */
export function cardPath(route: string): string {
  return route === "/" ? "/card.png" : `${route}/card.png`;
}
