/**
 * Menus are popovers: they open on click, close on Escape or a click outside, with no script at all.
 * This adds what the platform does not: opening a menu on mouse hover (a panel opened by hover
 * closes when the pointer leaves; a click keeps it open), and aria-expanded on the buttons that
 * open popovers, kept in step with them.
 */
export function startMenus(): void {
  document.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id) return;
      const open = (event as ToggleEvent).newState === "open";
      const opener = `[popovertarget="${CSS.escape(popover.id)}"]:not([popovertargetaction="hide"])`;
      for (const button of document.querySelectorAll(opener)) button.setAttribute("aria-expanded", String(open));
    },
    true,
  );

  // A link to a section of this same page loads no new document: the menu or side panel it was in
  // closes by itself (a dialog gives focus back to the button that opened it).
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
    if (!(link instanceof HTMLAnchorElement) || link.pathname !== location.pathname) return;
    const menu = link.closest<HTMLElement>("[popover], dialog[open]");
    if (menu instanceof HTMLDialogElement) menu.close();
    else menu?.hidePopover();
  });
  // A page restored from the back-forward cache comes back with its menus closed.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const menu of document.querySelectorAll<HTMLElement>("[popover]:popover-open")) menu.hidePopover();
  });

  // The header's menu is a side panel below lg and a bar from lg (menus.css): crossing the width closes
  // whatever of it is open, which the other layout would draw out of place.
  matchMedia("(width >= 64rem)").addEventListener("change", () => {
    for (const menu of document.querySelectorAll<HTMLElement>("header [popover]:popover-open")) menu.hidePopover();
  });

  for (const group of document.querySelectorAll<HTMLElement>("[data-menu-group]")) {
    const panel = group.querySelector<HTMLElement>("[popover]");
    const button = group.querySelector<HTMLElement>("[popovertarget]");
    if (!panel || !button) continue;
    let openedByHover = false;
    group.addEventListener("pointerenter", (event) => {
      // Below lg the button is hidden and the group is a details element of the side panel.
      if (event.pointerType !== "mouse" || panel.matches(":popover-open") || !button.checkVisibility()) return;
      openedByHover = true;
      panel.showPopover();
    });
    group.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse" && openedByHover && panel.matches(":popover-open")) panel.hidePopover();
    });
    // A click on a button whose panel hover opened keeps the panel open instead of toggling it shut.
    button.addEventListener("click", (event) => {
      if (!openedByHover) return;
      event.preventDefault();
      openedByHover = false;
    });
    panel.addEventListener("toggle", (event) => {
      if ((event as ToggleEvent).newState === "closed") openedByHover = false;
    });
  }
}
