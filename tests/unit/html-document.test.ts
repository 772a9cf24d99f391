import { describe, expect, it } from "vitest";
import type { PageData } from "../../schema/page";
import type { SiteData } from "../../schema/site";
import { htmlDocument, redirectDocument } from "../../src/engine/render/html-document";
import { pageHead } from "../../src/engine/render/page-head";
import { fontUrls } from "../../src/engine/render/page-assets";
import { escapeAttribute, escapeHtml, jsonForScript } from "../../src/render/escape-html";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

const page: PageData = {
  route: "/home/seo-agency",
  title: 'Seo <Agency> & "friends"',
  description: "Grow.",
  lang: "en",
  theme: "seo",
  palette: shippedPalette("seo"),
  translations: {},
  blocks: [],
};

const site: SiteData = {
  name: "Brightline",
  url: "https://www.brightline.example",
  mobileAction: { label: "x", href: "/", style: "primary" },
};

const identity = testIdentity();

const assets = { stylesheets: ["/assets/site.css"], shell: "/assets/shell.js", runtime: "/assets/islands.js" };

describe("the HTML around a page", () => {
  it("escapes text from YAML in the head", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const head = pageHead(page, identity);
    expect(head).toContain("<title>Seo &lt;Agency&gt; &amp; &quot;friends&quot;</title>");
    expect(head).toContain('<link rel="canonical" href="https://www.brightline.example/home/seo-agency" />');
  });

  it("keeps a head attribute's value inside its double quotes, whatever the YAML writes", () => {
    const hostile = `We're "open" onmouseover="alert(1)" <b>&</b>`;
    const head = pageHead({ ...page, description: hostile }, identity);
    expect(escapeAttribute(hostile)).toBe(
      "We're &quot;open&quot; onmouseover=&quot;alert(1)&quot; &lt;b&gt;&amp;&lt;/b&gt;",
    );
    expect(head).toContain(`<meta name="description" content="${escapeAttribute(hostile)}" />`);
    expect(head).not.toContain('onmouseover="');
  });

  it("keeps dollar signs as they are written: no text is read as a replacement pattern", () => {
    for (const title of ["Price level $$$", "Cheap $' and $` and $& and $1"]) {
      const html = htmlDocument({ page: { ...page, title }, identity, structuredData: {}, body: "<p>$'</p>", assets });
      expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html).toContain("<p>$'</p>");
    }
  });

  it("embeds island data so no text can close its script element", () => {
    const context = { site, route: "/", lang: "en", languages: {}, builtYear: 2026 };
    const hostile = { ...context, route: "</script><script>alert(1)</script>\u2028" };
    const json = jsonForScript(hostile);
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(hostile);
    const html = htmlDocument({
      page,
      identity,
      structuredData: {},
      body: "",
      assets,
      islands: { runtime: "/r.js", context: hostile },
    });
    // The shell, the speculation rules, the structured data and the islands data: no text closes a script early.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it("links the site's stylesheet and the shell, and says nothing of islands on a page without them", () => {
    const html = htmlDocument({ page, identity, structuredData: {}, body: "", assets });
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css" />');
    expect(html).toContain('<script type="module" src="/assets/shell.js"></script>');
    expect(html).not.toContain('id="islands"');
    expect(html).toContain('<script type="speculationrules">');
  });

  it("preloads the site's font, found in its stylesheet, so text never shifts when it arrives", () => {
    const fonts = fontUrls('@font-face{src:url(/assets/sans-1a2b.woff2) format("woff2")}a{b:url(/x.svg)}');
    expect(fonts).toEqual(["/assets/sans-1a2b.woff2"]);
    const html = htmlDocument({ page, identity, structuredData: {}, body: "", assets: { ...assets, fonts } });
    expect(html).toContain(
      '<link rel="preload" href="/assets/sans-1a2b.woff2" as="font" type="font/woff2" crossorigin="" />',
    );
  });

  it("sends visitors of a moved path on to its new place, with an absolute canonical link", () => {
    const html = redirectDocument("/home/seo-agency", site.url);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/home/seo-agency" />');
    expect(html).toContain('<link rel="canonical" href="https://www.brightline.example/home/seo-agency" />');
    const away = redirectDocument("https://elsewhere.example/x", site.url);
    expect(away).toContain('<link rel="canonical" href="https://elsewhere.example/x" />');
  });
});
