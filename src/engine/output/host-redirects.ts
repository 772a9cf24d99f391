import { withBase } from "../../routing/base-path";
import type { Site } from "../site";

/**
 * _redirects, as Netlify and Cloudflare Pages read it: one line per redirect of site.yaml, "from to 301",
 * both under the folder the site is served under (the destination has its base from validation). The
 * link rules let no space or line break into a path or a link, so no value can split a line or add one.
 */
export function hostRedirects(site: Pick<Site, "routes" | "identity">): string {
  const lines = [...site.routes].flatMap(([path, route]) =>
    route.kind === "redirect" ? [`${withBase(site.identity.base, path)} ${route.to} 301`] : [],
  );
  return lines.map((line) => `${line}\n`).join("");
}
