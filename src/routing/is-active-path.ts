import { withoutRecordId } from "./route-path";

/**
 * Whether a menu entry is the current page: the paths are equal once a trailing numeric segment
 * is dropped from both, so "Blog Details" (/blog/1) is active on /blog/7. The query does not count.
 */
export function isActivePath(entryHref: string, currentPath: string): boolean {
  // Links to a section ("/#planes") jump within a page: they are never the page itself.
  if (!entryHref.startsWith("/") || entryHref.includes("#")) return false;
  const entryPath = entryHref.split(/[?#]/)[0] || "/";
  return withoutRecordId(entryPath) === withoutRecordId(currentPath);
}
