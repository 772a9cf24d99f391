import { useEffect, useState, type FocusEvent, type RefObject } from "react";

/**
 * Moves the slider on every `interval` ms, counting again from each new `position`. It waits while the
 * pointer is over the slider or focus is inside it, and never runs when the visitor prefers reduced
 * motion. Spread the returned handlers on the element that holds the slides and their arrows.
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

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving between two elements of the slider keeps it paused.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };
}
