import { useEffect, useState, type RefObject } from "react";

/** Ease-out: fast at first, settling on the target. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure `elapsed` ms into counting up to `target`. A frame's time is when the frame began, which
 * can be a moment before the count started: before the start is 0, never below it ("-0+").
 */
export function countedValue(target: number, elapsed: number, duration: number): number {
  return target * easeOut(Math.min(1, Math.max(0, elapsed / duration)));
}

/** What a counter shows: its figure, and whether the count has taken it over from the prerendered HTML. */
export interface CountUp {
  value: number;
  /** False until the count has set the figure; until then the stylesheet hides it (motion.css). */
  live: boolean;
}

/**
 * A number that counts from 0 to `target` in `duration` ms, once, when `element` first comes into
 * view. It renders first at the target, so hydration matches the prerendered HTML, and stays there
 * when the visitor prefers reduced motion. The observer's first report takes it over: the figure is
 * then 0 until it comes into view, or the target with reduced motion, and `live` in the same render,
 * so a visitor who scrolls fast to it never sees the final figure, then 0, then the count.
 */
export function useCountUp(element: RefObject<HTMLElement | null>, target: number, duration: number): CountUp {
  const [count, setCount] = useState<CountUp>({ value: target, live: false });

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
          observer.disconnect();
          setCount({ value: target, live: true });
          return;
        }
        if (!entries.some((entry) => entry.isIntersecting)) {
          setCount({ value: 0, live: true });
          return;
        }
        observer.disconnect();
        setCount({ value: 0, live: true });
        const start = performance.now();
        const step = (now: number) => {
          setCount({ value: countedValue(target, now - start, duration), live: true });
          if (now - start < duration) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { rootMargin: "0px 0px -100px 0px" },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [element, target, duration]);

  return count;
}
