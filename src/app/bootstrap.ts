import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";

/** What the prerendered HTML hands the browser app: enough to hydrate without a request. */
export interface Bootstrap {
  site: SiteData;
  page: PageData;
  /** Set when the page shown is the not-found page standing in for an unknown path. */
  notFound: boolean;
  /** The year the page was built, which the footer showed; it moves on by itself after hydration. */
  builtYear: number;
}

export const bootstrapElementId = "bootstrap";

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function serializeBootstrap(bootstrap: Bootstrap): string {
  return JSON.stringify(bootstrap)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
