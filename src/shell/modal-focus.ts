/** What Tab can reach inside a dialog. */
const focusable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * Keeps Tab inside the open modal dialog: from its last control Tab goes to its first, and Shift+Tab
 * from its first to its last. The browser already makes the rest of the page inert, but lets Tab
 * leave for its own toolbar; a visitor moving through a side panel or a form expects to come round.
 */
export function startModalFocus(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll("dialog")].findLast((candidate) => candidate.matches(":modal"));
    if (!dialog) return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((control) =>
      control.checkVisibility(),
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const leaving = event.shiftKey
      ? document.activeElement === first || !dialog.contains(document.activeElement)
      : document.activeElement === last || !dialog.contains(document.activeElement);
    if (!leaving) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
}
