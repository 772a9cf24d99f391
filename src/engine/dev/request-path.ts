/**
 * The path a request names, decoded once: "/blog/caf%C3%A9" is "/blog/café". Undefined when the
 * address cannot be read, as with a malformed "%" escape ("/%", "/%zz"): the servers answer 400.
 */
export function decodedRequestPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a decoded request path stays where it is joined: no ".." segment (which "%2e%2e" or
 * "..%2f" become once decoded), no backslash, no null byte.
 */
export function isConfinedPath(pathname: string): boolean {
  return !/[\\\0]/.test(pathname) && !pathname.split("/").includes("..");
}
