import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { loadSite } from "../../src/engine/load-site";
import { pageHead } from "../../src/engine/render/page-head";
import { fixtureSite } from "../helpers/fixture-site";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

const identity = testIdentity();

const page: PageData = {
  route: "/pricing",
  title: "Pricing & plans",
  description: "What it costs.",
  lang: "en",
  theme: "brand",
  palette: shippedPalette("brand"),
  translations: {},
  blocks: [],
};

/** The content of each <meta property|name> in a head, by its name. */
function metaTags(head: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [, name = "", content = ""] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(name, [...(tags.get(name) ?? []), content]);
  }
  return tags;
}

describe("a page's head for search engines and link previews", () => {
  it("describes the page in Open Graph and Twitter tags, with its card as an absolute address", () => {
    const tags = metaTags(pageHead(page, identity));
    expect(Object.fromEntries([...tags].map(([name, [content]]) => [name, content]))).toEqual({
      description: "What it costs.",
      "og:type": "website",
      "og:site_name": "Brightline",
      "og:title": "Pricing &amp; plans",
      "og:description": "What it costs.",
      "og:url": "https://www.brightline.example/pricing",
      "og:locale": "en_GB",
      "og:image": "https://www.brightline.example/pricing/card.png",
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Pricing &amp; plans | Brightline",
      "twitter:card": "summary_large_image",
    });
    expect(pageHead({ ...page, route: "/" }, identity)).toContain('content="https://www.brightline.example/card.png"');
  });

  it("calls a blog post an article, and keeps the not-found page out of search results", () => {
    const post: Block = {
      type: "blog-post",
      post: { id: 1, title: "T", date: "1 March, 2026", tag: "Design", description: "D" },
      byline: "By Admin",
    };
    expect(metaTags(pageHead({ ...page, blocks: [post] }, identity)).get("og:type")).toEqual(["article"]);
    expect(metaTags(pageHead({ ...page, route: "/404" }, identity)).get("robots")).toEqual(["noindex"]);
    expect(metaTags(pageHead(page, identity)).get("robots")).toBeUndefined();
  });

  it("links a page and its translation both ways with hreflang, and names the other locale", () => {
    const head = pageHead({ ...page, translations: { es: "/precios" } }, identity);
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://www.brightline.example/pricing" />');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="https://www.brightline.example/precios" />');
    expect(metaTags(head).get("og:locale:alternate")).toEqual(["es_AR"]);
    expect(pageHead(page, identity)).not.toContain("hreflang");
  });

  it("accepts two pages that name each other as translations", async () => {
    const root = await fixtureSite();
    const onePage = (title: string, lang: string, other: string) =>
      [
        `title: ${title}`,
        `description: ${title}.`,
        `lang: ${lang}`,
        `translations: { ${lang === "en" ? "es" : "en"}: ${other} }`,
        "blocks:",
        "  - { type: not-found, heading: Hi, text: Hi., image: /art/picture.svg, action: { label: Home, href: / } }",
      ].join("\n");
    await writeFile(path.join(root, "pages/pricing.yaml"), onePage("Pricing", "en", "/precios"));
    await writeFile(path.join(root, "pages/precios.yaml"), onePage("Precios", "es", "/pricing"));
    const { site, errors } = await loadSite(root);
    expect(errors).toEqual([]);
    expect(site?.pages.find((each) => each.route === "/precios")?.translations).toEqual({ en: "/pricing" });
  });
});
