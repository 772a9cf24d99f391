import { useEffect, useState, type RefObject } from "react";

/** Ease-out: fast at first, settling on the target. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

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
          const t = Math.min(1, (now - start) / duration);
          setValue(target * easeOut(t));
          if (t < 1) frame = requestAnimationFrame(step);
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
