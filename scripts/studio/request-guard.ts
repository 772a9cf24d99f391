import type { IncomingHttpHeaders } from "node:http";
import { isSessionToken } from "./session-token";

/** The address the studio answers at, as a browser's Host header names it: "127.0.0.1:4321". */
export interface StudioAddress {
  port: number;
  token: string;
}

/** Why a request is refused, and the status that says it. */
export interface Refusal {
  status: 401 | 403;
  reason: string;
}

/** The header that carries the session's token; a custom header also keeps other sites' pages from sending it. */
export const tokenHeader = "x-studio-token";

/** Where the studio's own requests go; everything under it needs the token. */
export const studioApiPrefix = "/_studio/api/";

/** Where the preview of a page being edited is shown, in a frame, which cannot send a header: its token is in the query. */
export const studioPreviewPrefix = "/_studio/preview";

/** Where the image picker's thumbnails are served, to img elements, which cannot send a header either. */
export const studioThumbnailPrefix = "/_studio/thumbnail";

/** What the studio answers with its token in the query: what the page loads by address, not by a call. */
const queryTokenPrefixes = [studioPreviewPrefix, studioThumbnailPrefix];

const readMethods = new Set(["GET", "HEAD"]);

/** The hosts a browser on this machine names the studio by: the address it listens on, and localhost. */
export const servedHosts = ({ port }: StudioAddress) => [`127.0.0.1:${port}`, `localhost:${port}`];

const oneHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/**
 * Why the studio refuses a request, or undefined to answer it.
 * - A Host other than the one it serves: a page of another site that had its name point at 127.0.0.1
 *   (DNS rebinding) would otherwise read and write through it as if it were the studio.
 * - A write whose Origin is not the studio's own, or missing: another page's form posting here.
 * - A call of the studio's API without the token printed in the URL the command showed, or with another.
 */
export function refusedStudioRequest(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  address: StudioAddress,
): Refusal | undefined {
  const hosts = servedHosts(address);
  const host = oneHeader(headers.host);
  if (host === undefined || !hosts.includes(host.toLowerCase())) {
    return { status: 403, reason: `the studio answers at ${hosts[0]} only, not at ${JSON.stringify(host ?? "")}` };
  }
  if (!readMethods.has(method)) {
    const origin = oneHeader(headers.origin);
    if (origin === undefined || !hosts.some((served) => origin.toLowerCase() === `http://${served}`)) {
      return { status: 403, reason: `a change must come from the studio's own page, not from ${origin ?? "nowhere"}` };
    }
  }
  const inQuery = queryTokenPrefixes.some((prefix) => url.startsWith(prefix));
  const needsToken = url.startsWith(studioApiPrefix) || inQuery;
  const given = url.startsWith(studioApiPrefix) ? oneHeader(headers[tokenHeader]) : tokenInQuery(url);
  if (needsToken && !isSessionToken(given, address.token)) {
    return { status: 401, reason: "the studio's token is missing or wrong: open the address the command printed" };
  }
  return undefined;
}

/** The token a preview's address carries (?token=), for the frame, which cannot send a header. */
function tokenInQuery(url: string): string | undefined {
  return new URL(url, "http://studio").searchParams.get("token") ?? undefined;
}
