/** The header is fixed to the top from this scroll position on (10 px or more). */
const fixedFrom = 10;

/** Marks the page header data-fixed while the page is scrolled 10 px or more; its CSS does the rest. */
export function startFixedHeader(): void {
  const header = document.querySelector<HTMLElement>("header[data-block=header]");
  if (!header) return;
  const update = () => {
    if (window.scrollY >= fixedFrom) header.dataset.fixed = "true";
    else delete header.dataset.fixed;
  };
  window.addEventListener("scroll", update, { passive: true });
  update();
}
