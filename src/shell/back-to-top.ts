/** Shown once the page is scrolled more than 500 px; never at 500 px or less. */
const showAfter = 500;

/** The floating back-to-top button: shown above 500 px of scroll; a click scrolls smoothly to the top. */
export function startBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-slot=back-to-top]");
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= showAfter;
  };
  button.addEventListener("click", () => {
    // The button hides itself on the way up; focus leaving a hidden element would stop the smooth scroll.
    button.blur();
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  });
  window.addEventListener("scroll", update, { passive: true });
  update();
}
