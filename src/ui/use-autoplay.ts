import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Moves the slider on every `interval` ms, counting again from each new `position`. It waits while the
 * pointer is over the slider or focus is inside it, and never runs when the visitor prefers reduced
 * motion. Put the returned ref on the element that holds the slides and their arrows.
 */
export function useAutoplay(
  slider: RefObject<{ next: () => void } | null>,
  interval: number | false,
  position: number,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (interval === false || hovered || focused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setTimeout(() => slider.current?.next(), interval);
    return () => window.clearTimeout(timer);
  }, [slider, interval, hovered, focused, position]);

  // Listened to in the page, not through React: the slides are kept as the prerender wrote them
  // (Prerendered), and React passes on no event from inside a part it has not hydrated.
  const pauseRef = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const listeners = {
      mouseenter: () => setHovered(true),
      mouseleave: () => setHovered(false),
      focusin: () => setFocused(true),
      // Focus moving between two elements of the slider keeps it paused.
      focusout: (event: Event) => {
        const next = event instanceof FocusEvent ? event.relatedTarget : null;
        if (!(next instanceof Node) || !element.contains(next)) setFocused(false);
      },
    };
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    };
  }, []);
  return pauseRef;
}
