import { useEffect, useState, type RefObject } from "react";

/**
 * Where the bars are: full as prerendered (and for good under reduced motion), empty while they wait
 * below the fold, then filling with their transition.
 */
export type FillPhase = "full" | "waiting" | "filling";

/** Half of the bars in view starts the fill. */
const threshold = 0.5;

/**
 * Empties the bars in `element` once the island is live and fills them, once, when half of them are
 * in view. The first phase is "full", so the first render matches the prerendered HTML; with reduced
 * motion it stays so.
 */
export function useFillOnView(element: RefObject<HTMLElement | null>): FillPhase {
  const [phase, setPhase] = useState<FillPhase>("full");
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Empty first, even when already in view, so the fill is seen from 0.
        setPhase((current) => (current === "full" ? "waiting" : current));
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);

  // The fill starts from empty bars that were painted: two frames after the empty bars are rendered,
  // not after they were asked for. On a busy page React may render later than two frames, and would
  // then render "filling" straight from full, with nothing to see.
  useEffect(() => {
    if (phase !== "waiting" || !inView) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase("filling"));
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, inView]);

  return phase;
}
