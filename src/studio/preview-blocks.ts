/**
 * Which of the page's blocks an element of the preview belongs to: its block's root, marked
 * data-block="<type>", is the n-th of its type drawn, and so the n-th block of that type the page
 * lists. Undefined for what the site adds around the page (its header and footer, when the page has
 * none of its own): then the page lists fewer blocks of that type than are drawn.
 */
export function blockIndexOf(element: Element, types: readonly unknown[]): number | undefined {
  const root = element.closest("[data-block]");
  const type = root?.getAttribute("data-block");
  if (!root || !type) return undefined;
  const drawn = [...element.ownerDocument.querySelectorAll("[data-block]")].filter(
    (candidate) => candidate.getAttribute("data-block") === type,
  );
  const listed = types.flatMap((listedType, index) => (listedType === type ? [index] : []));
  return drawn.length === listed.length ? listed[drawn.indexOf(root)] : undefined;
}

/** Whether an event's target is an element; `instanceof Element` cannot tell, the preview's document being of another window. */
export const isElement = (target: EventTarget | null): target is Element =>
  target !== null && "closest" in target && typeof target.closest === "function";
