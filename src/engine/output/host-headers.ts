import type { Site } from "../site";
import { contentSecurityPolicy, mergeSources } from "../render/content-security-policy";
import { blockSources, siteSources } from "../render/page-policy";

/**
 * _headers, as Netlify and Cloudflare Pages read it: the Content Security Policy as a header on every
 * path of the site. Hosts cap the rules of the file (Cloudflare Pages at 100), so it is one rule under
 * the base, allowing what any page needs; each page's meta tag narrows that to its own needs, and a
 * browser enforces both. Style attributes differ from page to page and are allowed by their hashes in
 * the meta tag only, so the header allows inline styles. It also says who may frame the site, which
 * only a header can.
 */
export function hostHeaders(site: Pick<Site, "pages" | "identity">): string {
  const sources = mergeSources(siteSources(site.identity), blockSources(site.pages.flatMap((page) => page.blocks)), {
    "style-src": ["'unsafe-inline'"],
  });
  return `${site.identity.base}*\n  Content-Security-Policy: ${contentSecurityPolicy(sources, "header")}\n`;
}
