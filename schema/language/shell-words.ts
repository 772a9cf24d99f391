import type { ShellWordKey } from "../../src/page/shell-word-keys";
/** What each shell word names, for the docs and the editor's schema. */
export const shellWordDescriptions: Record<ShellWordKey, string> = {
  mainNavigation: "Accessible name of the header's menu, a bar on wide screens and a side panel on small ones.",
  panelNavigation: "Accessible name of the section links in a one-page site's side panel.",
  openMenu: "Accessible name of the button that opens a side panel of the header.",
  closeMenu: "Accessible name of the button that closes a side panel of the header.",
  menuOf: "Accessible name of a one-page site's side panel, a window; {brand} is the site's name.",
  socialLinks: "Accessible name of the list of social links.",
  breadcrumb: "Accessible name of the breadcrumb trail.",
  backToTop: "Accessible name of the button that scrolls back to the top of the page.",
  formSending: "A form's button and status while it sends (a form with send:).",
  formSent: "A form's status once sent, where the form has no thank-you of its own.",
  formFailed: "A form's status when the destination refused it; what the visitor typed stays.",
  formTimedOut: "A form's status when no answer came in time; what the visitor typed stays.",
  formMailProgram: "A mailto: form's status once the visitor's mail program opens.",
  formHoneypot: "Label of the field against bots, which people never see; asks to leave it empty.",
  blockFailed: "Heading of the screen a block shows in its place when it fails to start in the browser.",
};
