/**
 * Links the site writes to a path that only redirects (`/home/seo` → `/home/seo-agency`) point
 * straight at the destination in the built HTML: a visitor following one loads the page at once, not a
 * redirect page first. The redirect stays for visitors who arrive at the old path from elsewhere.
 * Runs over the renderer's own HTML, whose attribute values are always quoted and escaped.
 */
export function resolveRedirectLinks(html: string, redirects: ReadonlyMap<string, string>): string {
  if (redirects.size === 0) return html;
  return html.replace(/\shref="(\/[^"#?]*)([^"]*)"/g, (whole, path: string, rest: string) => {
    const target = redirects.get(path.replace(/(.)\/+$/, "$1"));
    return target === undefined ? whole : ` href="${target}${rest}"`;
  });
}
