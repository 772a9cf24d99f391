import type { AnalyticsEntry } from "../../../schema/kit/analytics-rules";
import { escapeHtml } from "../../render/escape-html";
import { analyticsTemplateId } from "../../shell/analytics-markup";
import { mergeSources, type PolicySources } from "./content-security-policy";

/** One provider's script as its own snippet writes it, and what the policy must allow for it. */
interface ProviderScript {
  src: string;
  /** The data-* attributes the script reads from its own tag, by name after "data-". */
  data: Record<string, string>;
  sources: PolicySources;
}

const plausibleOrigin = "https://plausible.io";
const fathomOrigin = "https://cdn.usefathom.com";

/** Where gtag.js loads from and sends to, as Google's guide to GA4 under a Content Security Policy lists them. */
const googleAnalyticsSources: PolicySources = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

function providerScript(entry: AnalyticsEntry): ProviderScript {
  switch (entry.provider) {
    case "plausible":
      // The script sends its events to /api/event beside it.
      return {
        src: `${plausibleOrigin}/js/script.js`,
        data: { domain: entry.domain },
        sources: { "script-src": [plausibleOrigin], "connect-src": [plausibleOrigin] },
      };
    case "google-analytics":
      // data-gtag-id asks the shell for the config call GA4's snippet makes inline.
      return {
        src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(entry.id)}`,
        data: { "gtag-id": entry.id },
        sources: googleAnalyticsSources,
      };
    case "fathom":
      // Fathom counts a view by a request for an image or a beacon to the script's own host.
      return {
        src: `${fathomOrigin}/script.js`,
        data: { site: entry.id },
        sources: { "script-src": [fathomOrigin], "img-src": [fathomOrigin], "connect-src": [fathomOrigin] },
      };
    case "custom": {
      const origin = new URL(entry.src).origin;
      return {
        src: entry.src,
        data: entry.data,
        sources: { "script-src": [origin], "connect-src": [origin, ...entry.connect] },
      };
    }
  }
}

/**
 * The providers' tags inside a <template>, where the browser neither loads nor runs them: the shell
 * copies them into the head once the page has loaded (src/shell/analytics.ts). Every id and address
 * is written escaped, as an attribute; none is ever part of a script's text.
 */
export function analyticsTemplate(entries: readonly AnalyticsEntry[]): string {
  if (entries.length === 0) return "";
  const scripts = entries.map((entry) => {
    const { src, data } = providerScript(entry);
    const attributes = Object.entries(data).map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`);
    return `<script src="${escapeHtml(src)}"${attributes.join("")}></script>`;
  });
  return `<template id="${analyticsTemplateId}">${scripts.join("")}</template>`;
}

/** What the site's analytics providers load and send to, for the Content Security Policy. */
export function analyticsSources(entries: readonly AnalyticsEntry[]): PolicySources {
  return mergeSources(...entries.map((entry) => providerScript(entry).sources));
}
