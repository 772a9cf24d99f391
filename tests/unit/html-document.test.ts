import { describe, expect, it } from "vitest";
import { serializeBootstrap, type Bootstrap } from "../../src/app/bootstrap";
import { escapeHtml, pageHead, redirectDocument } from "../../src/engine/html-document";

const page = {
  route: "/home/seo-agency",
  title: 'Seo <Agency> & "friends"',
  description: "Grow.",
  lang: "en" as const,
  theme: "seo" as const,
  blocks: [],
};

describe("the HTML around a page", () => {
  it("escapes text from YAML in the head", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const head = pageHead(page, "https://www.brightline.example", "Brightline");
    expect(head).toContain("<title>Seo &lt;Agency&gt; &amp; &quot;friends&quot;</title>");
    expect(head).toContain('<link rel="canonical" href="https://www.brightline.example/home/seo-agency" />');
  });

  it("embeds the page data so no text can close its script element", () => {
    const bootstrap: Bootstrap = {
      site: {
        name: "x",
        url: "https://x.example",
        menu: [],
        mobileAction: { label: "x", href: "/", style: "primary" },
      },
      page: { ...page, title: "</script><script>alert(1)</script>" },
      notFound: false,
      builtYear: 2026,
    };
    const json = serializeBootstrap(bootstrap);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual(bootstrap);
  });

  it("sends visitors of a moved path on to its new place", () => {
    const html = redirectDocument("/home/seo-agency", "https://www.brightline.example");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/home/seo-agency" />');
    expect(html).toContain('<link rel="canonical" href="https://www.brightline.example/home/seo-agency" />');
  });
});
