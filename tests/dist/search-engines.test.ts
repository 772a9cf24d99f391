import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openingTags } from "../helpers/html-tags";
import { builtHtmlFiles, builtPages, distDir, readBuilt, routeOfFile, siteUrl } from "./built-site";

/** Each <meta property|name> of a page by its name, and its canonical link. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string[]>();
  for (const tag of openingTags(head, "meta")) {
    const name = tag.property ?? tag.name;
    if (name && tag.content !== undefined) meta.set(name, [...(meta.get(name) ?? []), tag.content]);
  }
  const canonical = openingTags(head, "link").find((tag) => tag.rel === "canonical")?.href;
  return { meta, canonical, one: (name: string) => meta.get(name)?.[0] };
}

const sitemap = readFileSync(path.join(distDir, "sitemap.xml"), "utf8");
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

describe("what search engines and link previews read", () => {
  it("knows the site's address", () => {
    expect(siteUrl).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });

  it.each(builtPages)("dist/%s: canonical link, Open Graph and Twitter tags, and its card", (file) => {
    const { meta, canonical, one } = headOf(readBuilt(file));
    expect(canonical, "canonical link").toMatch(new RegExp(`^${siteUrl}/`));
    for (const name of ["og:title", "og:description", "og:type", "og:site_name", "og:locale", "og:image:alt"]) {
      expect(one(name), name).toMatch(/\S/);
    }
    expect(one("og:url")).toBe(canonical);
    expect(one("og:locale")).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(one("twitter:card")).toBe("summary_large_image");
    expect([one("og:image:width"), one("og:image:height"), one("og:image:type")]).toEqual(["1200", "630", "image/png"]);
    expect(meta.get("og:image")).toHaveLength(1);
    const image = one("og:image") ?? "";
    expect(image.startsWith(`${siteUrl}/`), "og:image is an absolute address on the site").toBe(true);
    const png = readFileSync(path.join(distDir, image.slice(siteUrl.length)));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], "card size").toEqual([1200, 630]);
  });

  it("calls blog posts articles and other pages websites", () => {
    const types = (prefix: RegExp) =>
      new Set(builtPages.filter((file) => prefix.test(file)).map((file) => headOf(readBuilt(file)).one("og:type")));
    expect(types(/^blog\/\d+\//)).toEqual(new Set(["article"]));
    expect(types(/^(portfolio|home)\//)).toEqual(new Set(["website"]));
  });

  it("tells crawlers to skip the not-found page and every forwarding page", () => {
    for (const file of ["404.html", "404/index.html", ...builtHtmlFiles.filter((each) => !builtPages.includes(each))]) {
      expect(headOf(readBuilt(file)).one("robots"), file).toBe("noindex");
    }
  });

  it("lists in sitemap.xml every page by its canonical address, and nothing else", () => {
    const indexable = builtPages
      .filter((file) => file.endsWith("index.html"))
      .filter((file) => {
        const { canonical, one } = headOf(readBuilt(file));
        // An alias shows a page whose canonical address is elsewhere; the page itself is listed.
        return one("robots") !== "noindex" && canonical === siteUrl + routeOfFile(file);
      })
      .map((file) => siteUrl + routeOfFile(file));
    expect([...listed].sort()).toEqual([...indexable].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((url) => /\/blog\/\d+$/.test(url))).toHaveLength(38);
    expect(listed.filter((url) => /\/portfolio\/\d+$/.test(url))).toHaveLength(60);
    expect(listed.filter((url) => url.startsWith(`${siteUrl}/_`) || url.endsWith("/404"))).toEqual([]);
    expect(listed).not.toContain(`${siteUrl}/home/seo`);
    expect(listed).not.toContain(`${siteUrl}/home/sass-product`);
  });

  it("points crawlers at the sitemap from robots.txt", () => {
    const robots = readFileSync(path.join(distDir, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(existsSync(path.join(distDir, "sitemap.xml"))).toBe(true);
  });
});
