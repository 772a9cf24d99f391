import type { LinkTarget } from "../../../schema/kit/link-rules";

/** What a link's address is made from: the hosts a "{name}/path" names, and the paths that redirect. */
export interface LinkFacts {
  hosts: ReadonlyMap<string, string> | "unchecked";
  redirects: ReadonlyMap<string, string>;
}

/**
 * Where a link that passed the rules leads, as the page writes it: "{app}/login" with the host's
 * origin in front, and a path that redirects (with any trailing slashes, and keeping its query or
 * section) as its destination, so a visitor loads the page at once rather than a redirect page first.
 * Undefined for a host the site does not declare. Every link is resolved here, once, as it is validated.
 */
export function resolveLink(href: string, target: LinkTarget, facts: LinkFacts): string | undefined {
  if (target.kind === "host") {
    if (facts.hosts === "unchecked") return href;
    const origin = facts.hosts.get(target.host);
    return origin === undefined ? undefined : origin + target.rest;
  }
  if (target.kind !== "path" || facts.redirects.size === 0) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const destination = facts.redirects.get(path.replace(/(.)\/+$/, "$1"));
  return destination === undefined ? href : destination + (end === -1 ? "" : href.slice(end));
}
