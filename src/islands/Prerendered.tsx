import {
  createContext,
  createElement,
  memo,
  Suspense,
  use,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";

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

/** Never settles: what it waits for is the HTML already in the page. */
const prerendered = new Promise<ReactNode>(() => undefined);

function StillPrerendered(): ReactNode {
  return use(prerendered);
}

/**
 * In the browser, the part's boundary waits for ever, so React leaves the prerendered HTML inside it
 * as it is and never draws it again. Without props, it never re-renders with the island: an update
 * would make React give up waiting and draw the (empty) fallback in its place.
 */
const KeptChildren = memo(function KeptChildren() {
  return (
    <Suspense fallback={null}>
      <StillPrerendered />
    </Suspense>
  );
});

/**
 * A part of an island that never changes in the browser: slides, cards, posts. Its children are
 * written once, as HTML, and not sent again as the island's props. In the browser the element stays
 * React's (its attributes and ref follow state), while its children stay the prerender's: they sit in
 * a Suspense boundary that the browser's render never finishes hydrating, by design.
 */
export function Prerendered<Element extends HTMLElement>({ as, children, ...attributes }: PrerenderedProps<Element>) {
  return createElement(
    as,
    attributes,
    use(PrerenderedChildren) === "draw" ? <Suspense fallback={null}>{children}</Suspense> : <KeptChildren />,
  );
}
