import { analyticsTemplateId } from "./analytics-markup";

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...command: unknown[]) => void };

/**
 * What GA4's snippet does inline, done here so that the policy needs no inline script: the queue
 * gtag.js reads, the start time, and the page view of the measurement id.
 */
function configureGtag(measurementId: string) {
  const site: AnalyticsWindow = window;
  const dataLayer = (site.dataLayer ??= []);
  site.gtag ??= function gtag() {
    // gtag.js reads each command as the arguments object its snippet pushes, not as an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  site.gtag("js", new Date());
  site.gtag("config", measurementId);
}

/** Each inert tag of the template, made a live script with the same attributes, loaded without blocking anything. */
function loadProviders(template: HTMLTemplateElement) {
  for (const inert of template.content.querySelectorAll("script")) {
    const measurementId = inert.dataset.gtagId;
    if (measurementId) configureGtag(measurementId);
    const script = document.createElement("script");
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.async = true;
    document.head.append(script);
  }
}

/**
 * The site's analytics load after the page has: on the load event, when the browser is next idle. A
 * provider that cannot be reached (blocked, offline) fails on its own script; nothing waits for it.
 */
export function startAnalytics() {
  const template = document.getElementById(analyticsTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => loadProviders(template), { timeout: 2000 });
    else setTimeout(() => loadProviders(template), 0);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
