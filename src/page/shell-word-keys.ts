/**
 * The words the shell itself says on every page, whatever its blocks: menu buttons, landmark names, the
 * back-to-top button, and what a form that sends says while it sends and after. A language of the site gives every one of them; a `{brand}` in `menuOf` is
 * the site's name.
 */
export const shellWordKeys = [
  "mainNavigation",
  "panelNavigation",
  "openMenu",
  "closeMenu",
  "menuOf",
  "socialLinks",
  "breadcrumb",
  "backToTop",
  "formSending",
  "formSent",
  "formFailed",
  "formTimedOut",
  "formMailProgram",
  "formHoneypot",
  "blockFailed",
] as const;

export type ShellWordKey = (typeof shellWordKeys)[number];

export type ShellWords = Record<ShellWordKey, string>;
