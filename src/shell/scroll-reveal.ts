/** Below this much of the viewport height, an element counts as below the fold. */
const foldRatio = 0.92;

/**
 * Scroll reveal for elements marked data-reveal: those below the fold when the page loads wait,
 * hidden, and fade up once (1200 ms, motion.css) when they scroll into view. Elements already in
 * view are left alone, so nothing that was read before the script ran disappears; without the
 * script nothing is hidden at all. Under prefers-reduced-motion nothing is hidden or animated.
 */
export function startScrollReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-reveal-state", "shown");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  const fold = window.innerHeight * foldRatio;
  for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
    if (element.getBoundingClientRect().top < fold) continue;
    element.setAttribute("data-reveal-state", "waiting");
    observer.observe(element);
  }
}
