import type { PageData, RedirectData } from "../../schema/page";
import { pageDataUrl } from "../routing/page-files";

/** A route the server answered with an error status: the error screen shows it. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`);
    this.name = "RouteError";
  }
}

export type LoadedRoute = { kind: "page"; page: PageData; notFound: boolean } | { kind: "redirect"; to: string };

function fetchJson(url: string): Promise<Response> {
  return fetch(url, { headers: { accept: "application/json" } });
}

/**
 * Fetches what a route shows on client-side navigation: its page, a redirect, or the not-found page
 * when the site has no such route.
 */
export async function loadRoute(route: string): Promise<LoadedRoute> {
  const response = await fetchJson(pageDataUrl(route));
  if (response.status === 404) {
    const notFound = await fetchJson(pageDataUrl("/404"));
    if (!notFound.ok) throw new RouteError(notFound.status, notFound.statusText);
    return { kind: "page", page: (await notFound.json()) as PageData, notFound: true };
  }
  if (!response.ok) throw new RouteError(response.status, response.statusText);
  const data = (await response.json()) as PageData | RedirectData;
  return "redirect" in data ? { kind: "redirect", to: data.redirect } : { kind: "page", page: data, notFound: false };
}
