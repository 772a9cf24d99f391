import { describe, expect, it } from "vitest";
import type { PageData } from "../../schema/page";
import { robotsTxt, sitemapXml } from "../../src/engine/output/site-wide-files";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

const identity = testIdentity();

const page = (route: string, fields: Partial<PageData> = {}): PageData => ({
  route,
  title: "T",
  description: "D",
  lang: "en",
  theme: "brand",
  palette: shippedPalette("brand"),
  translations: {},
  blocks: [],
  ...fields,
});

describe("sitemap.xml and robots.txt", () => {
  it("lists pages by absolute address, leaving out the not-found page and the site's own tools", () => {
    const xml = sitemapXml([page("/blog/2"), page("/"), page("/404"), page("/_catalog"), page("/a&b")], identity);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://www.brightline.example/",
      "https://www.brightline.example/a&amp;b",
      "https://www.brightline.example/blog/2",
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  });

  it("names each version of a translated page under both addresses", () => {
    const xml = sitemapXml(
      [
        page("/pricing", { translations: { es: "/precios" } }),
        page("/precios", { lang: "es", translations: { en: "/pricing" } }),
      ],
      identity,
    );
    const alternates = [...xml.matchAll(/hreflang="(\w+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates).toEqual([
      "en https://www.brightline.example/pricing",
      "es https://www.brightline.example/precios",
      "en https://www.brightline.example/pricing",
      "es https://www.brightline.example/precios",
    ]);
  });

  it("points crawlers at the sitemap and away from the site's own tools", () => {
    expect(robotsTxt(identity)).toBe(
      "User-agent: *\nDisallow: /_\n\nSitemap: https://www.brightline.example/sitemap.xml\n",
    );
  });
});
