import { jsonForScript } from "../../render/escape-html";
import { withBase } from "../../routing/base-path";

/** Links of the site, under the folder it is served under, are fetched ahead: prerendered on hover, prefetched while in view or about to be. */
function speculationRules(base: string) {
  const sitePages = withBase(base, "/*");
  return {
    prerender: [{ source: "document", where: { href_matches: sitePages }, eagerness: "moderate" }],
    prefetch: [
      {
        source: "document",
        // Menu panels are hidden until opened: their links are not worth fetching on every page view.
        where: { and: [{ href_matches: sitePages }, { not: { selector_matches: "[popover] a" } }] },
        eagerness: "eager",
      },
    ],
  };
}

/** The same on every page of a site: made once per base, not once per page. */
const speculationTexts = new Map<string, string>();

/**
 * The text of a page's speculation rules script. The Content Security Policy allows that inline
 * script by the hash of this text, so the script and the policy are made from the one string.
 */
export function speculationRulesText(base: string): string {
  let text = speculationTexts.get(base);
  if (text === undefined) {
    text = jsonForScript(speculationRules(base));
    speculationTexts.set(base, text);
  }
  return text;
}
