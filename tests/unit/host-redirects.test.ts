import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { hostRedirects } from "../../src/engine/output/site-wide-files";
import type { Site } from "../../src/engine/site";
import { fixtureSite } from "../helpers/fixture-site";
import { projectRoot } from "../helpers/site-kit";

async function loaded(root: string, base?: string): Promise<Site> {
  const { site, errors } = await loadSite(root, { base });
  expect(errors).toEqual([]);
  if (!site) throw new Error("the site did not load");
  return site;
}

describe("_redirects, for Netlify and Cloudflare Pages", () => {
  it("has one line per redirect of site.yaml: from, to, 301", async () => {
    const site = await loaded(await fixtureSite());
    expect(hostRedirects(site)).toBe("/old-home / 301\n");
  });

  it("writes both paths under the base the site is served under", async () => {
    const site = await loaded(await fixtureSite(), "/docs/");
    expect(hostRedirects(site)).toBe("/docs/old-home /docs/ 301\n");
  });

  it("lists this project's redirects, each leading where its meta-refresh page leads", async () => {
    const site = await loaded(projectRoot);
    const redirects = [...site.routes].flatMap(([path, route]) =>
      route.kind === "redirect" ? [`${path} ${route.to} 301`] : [],
    );
    const lines = hostRedirects(site).trimEnd().split("\n");
    expect(lines.sort()).toEqual(redirects.sort());
    expect(lines).toContain("/contact /contact/contact-v2 301");
  });
});
