/**
 * The path a site is served under: "/" at the root of its host, or a folder such as "/docs/" for a
 * project site. Joining it with a site path happens here and nowhere else, so every address a page,
 * the sitemap or a host file writes moves with it.
 */
export const rootBase = "/";

/** "/blog/1" under "/docs/" is "/docs/blog/1", and "/" is "/docs/"; at the root, the path as it is. */
export function withBase(base: string, sitePath: string): string {
  return base === rootBase ? sitePath : base + sitePath.slice(1);
}
