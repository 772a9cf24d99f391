import { createContext, createElement, use, type HTMLAttributes, type ReactNode, type Ref } from "react";

/**
 * Whether a `<Prerendered>` part draws its children. The prerender draws them. The browser, hydrating
 * an island from props that left them out (a block's `browserProps`), keeps what the prerender wrote.
 */
export const PrerenderedChildren = createContext<"draw" | "keep">("draw");

type PrerenderedTag = "div" | "ul" | "ol" | "li" | "aside";

interface PrerenderedProps<Element extends HTMLElement> extends HTMLAttributes<Element> {
  /** The element that holds the part: its attributes stay React's, only its children are kept. */
  as: PrerenderedTag;
  ref?: Ref<Element>;
  children: ReactNode;
}

/**
 * A part of an island that never changes in the browser: slides, cards, posts. Its children are
 * written once, as HTML, and not sent again as the island's props. In the browser the element stays
 * React's (its attributes and ref follow state), while its children stay the prerender's.
 *
 * The browser draws the element with an empty text for its children, and React's own escape hatch for
 * text that differs from the server's (`suppressHydrationWarning`) leaves the prerendered children in
 * place: React neither hydrates nor redraws them, since the text it draws never changes. A Suspense
 * boundary left waiting for ever would keep them too, but React holds back every event from inside a
 * boundary it has not hydrated: focus, clicks and keys there never reached the page's own listeners.
 */
export function Prerendered<Element extends HTMLElement>({ as, children, ...attributes }: PrerenderedProps<Element>) {
  return use(PrerenderedChildren) === "draw"
    ? createElement(as, attributes, children)
    : createElement(as, { ...attributes, suppressHydrationWarning: true }, "");
}
