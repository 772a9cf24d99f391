import { startAnalytics } from "./analytics";
import { startBackToTop } from "./back-to-top";
import { startCurrentYear } from "./current-year";
import { startFixedHeader } from "./fixed-header";
import { startIslands } from "./islands";
import { startMenus } from "./menus";
import { startModalFocus } from "./modal-focus";
import { startScrollReveal } from "./scroll-reveal";
import { startSendingForms } from "./sending-forms";
import { startStayForms } from "./stay-forms";
import { startViewTransitions } from "./view-transitions";

/**
 * The one script every page loads, with no framework: the behaviours every page shares, and the
 * start of the page's islands. Pages read and navigate without it.
 */
startCurrentYear();
startFixedHeader();
startBackToTop();
startScrollReveal();
startMenus();
startModalFocus();
startStayForms();
startSendingForms();
startViewTransitions();
startIslands();
startAnalytics();
document.documentElement.dataset.shell = "ready";
