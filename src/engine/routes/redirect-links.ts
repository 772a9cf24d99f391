import { escapeHtml } from "../../render/escape-html";

/** The redirect maps' link patterns, made once per map: a build renders every page with the same map. */
const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp | undefined>();

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern that matches only a link to a path that redirects: ` href="` and the path, with any
 * trailing slashes, before its section, query or closing quote. Scanning for the few paths that redirect
 * costs a fifth of visiting every link of a page. A path that ends in a slash, or holds a quote, `#` or
 * `?`, is never what a link's path trims to, so it is left out.
 */
function redirectPattern(redirects: ReadonlyMap<string, string>): RegExp | undefined {
  if (patterns.has(redirects)) return patterns.get(redirects);
  const paths = [...redirects.keys()].filter(
    (from) => from.startsWith("/") && !/["#?]/.test(from) && from.replace(/(.)\/+$/, "$1") === from,
  );
  const pattern =
    paths.length === 0 ? undefined : new RegExp(`\\shref="(${paths.map(escapeForPattern).join("|")})/*(?=[#?"])`, "g");
  patterns.set(redirects, pattern);
  return pattern;
}

/**
 * Links the site writes to a path that only redirects (`/home/seo` → `/home/seo-agency`) point
 * straight at the destination in the built HTML: a visitor following one loads the page at once, not a
 * redirect page first. The redirect stays for visitors who arrive at the old path from elsewhere.
 * Runs over the renderer's own HTML, whose attribute values are always quoted and escaped; the
 * destination written in their place is escaped the same way.
 */
export function resolveRedirectLinks(html: string, redirects: ReadonlyMap<string, string>): string {
  const pattern = redirectPattern(redirects);
  if (!pattern) return html;
  return html.replace(pattern, (_link, from: string) => ` href="${escapeHtml(redirects.get(from) ?? from)}`);
}
