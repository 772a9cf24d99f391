/** A view transition's rejection: the browser skipped the cross-fade, and the page is as it should be. */
const isSkippedTransition = (reason: unknown) => reason instanceof DOMException && /transition/i.test(reason.message);

/**
 * Pages cross-fade into each other by CSS alone (@view-transition in app.css). When the next document
 * does not take part (a redirect page), the browser skips the transition and rejects its promises;
 * nothing is wrong then, so the rejection is handled here instead of surfacing as an uncaught error.
 */
export function startViewTransitions(): void {
  const settle = (transition: ViewTransition | null) => {
    transition?.updateCallbackDone.catch(() => {});
    transition?.ready.catch(() => {});
    transition?.finished.catch(() => {});
  };
  window.addEventListener("pageswap", (event) => settle((event as PageSwapEvent).viewTransition));
  // A page the browser prerendered is revealed later, when the visitor follows the link.
  window.addEventListener("pagereveal", (event) => settle((event as PageRevealEvent).viewTransition));
  // When the page it leads from is slow to hand over, Chromium starts the transition into a page that
  // is already showing, skips it at once ("Page already revealed"), and gives no page script the
  // transition whose promises it rejects.
  window.addEventListener("unhandledrejection", (event) => {
    if (isSkippedTransition(event.reason)) event.preventDefault();
  });
}
