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

/**
 * A number that counts from 0 to `target` in `duration` ms, once, when `element` first comes into
 * view. It starts at the target, so the first render matches the prerendered HTML, and stays there
 * when the visitor prefers reduced motion.
 */
export function useCountUp(element: RefObject<HTMLElement | null>, target: number, duration: number): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const node = element.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        // The first report says where the figure is now: below the fold it waits at 0 until it comes into view.
        if (!inView && first) setValue(0);
        first = false;
        if (!inView) return;
        observer.disconnect();
        setValue(0);
        const start = performance.now();
        const step = (now: number) => {
          setValue(countedValue(target, now - start, duration));
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

  return value;
}
