import { describe, expect, it } from "vitest";
import { analyticsSources, analyticsTemplate } from "../../src/engine/render/analytics-tags";
import { pageHead } from "../../src/engine/render/page-head";
import type { PageData } from "../../schema/page";
import { testIdentity } from "../helpers/test-identity";

describe("analytics tags", () => {
  it("writes nothing for a site without analytics", () => {
    expect(analyticsTemplate([])).toBe("");
  });

  it("writes Plausible's script with the site's domain", () => {
    expect(analyticsTemplate([{ provider: "plausible", domain: "www.acme.example" }])).toBe(
      '<template id="analytics"><script src="https://plausible.io/js/script.js" data-domain="www.acme.example"></script></template>',
    );
  });

  it("writes gtag.js for GA4 with the measurement id in its address and in an attribute the shell reads", () => {
    expect(analyticsTemplate([{ provider: "google-analytics", id: "G-A1B2C3D4E5" }])).toBe(
      '<template id="analytics"><script src="https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5" data-gtag-id="G-A1B2C3D4E5"></script></template>',
    );
  });

  it("writes Fathom's script with the site id", () => {
    expect(analyticsTemplate([{ provider: "fathom", id: "ABCDEFGH" }])).toBe(
      '<template id="analytics"><script src="https://cdn.usefathom.com/script.js" data-site="ABCDEFGH"></script></template>',
    );
  });

  it("writes a custom script's address and attributes escaped, never as script text", () => {
    const html = analyticsTemplate([
      {
        provider: "custom",
        src: "https://stats.acme.example/s.js?a=1&b=2",
        data: { "website-id": '"><script>alert(1)</script>' },
        connect: [],
      },
    ]);
    expect(html).toBe(
      '<template id="analytics"><script src="https://stats.acme.example/s.js?a=1&amp;b=2" data-website-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></script></template>',
    );
  });

  it("asks the policy for each provider's script, image and connect origins", () => {
    expect(analyticsSources([{ provider: "plausible", domain: "a.example" }])).toEqual({
      "script-src": ["https://plausible.io"],
      "connect-src": ["https://plausible.io"],
    });
    expect(analyticsSources([{ provider: "google-analytics", id: "G-A1B2C3D4E5" }])).toEqual({
      "script-src": ["https://*.googletagmanager.com"],
      "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      "connect-src": [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
    });
    expect(analyticsSources([{ provider: "fathom", id: "ABCDEFGH" }])).toEqual({
      "script-src": ["https://cdn.usefathom.com"],
      "img-src": ["https://cdn.usefathom.com"],
      "connect-src": ["https://cdn.usefathom.com"],
    });
    expect(
      analyticsSources([
        {
          provider: "custom",
          src: "https://stats.acme.example/s.js",
          data: {},
          connect: ["https://events.acme.example"],
        },
      ]),
    ).toEqual({
      "script-src": ["https://stats.acme.example"],
      "connect-src": ["https://stats.acme.example", "https://events.acme.example"],
    });
  });
});

describe("verification tags", () => {
  const identity = testIdentity({
    verification: { bing: "0123456789ABCDEF0123456789ABCDEF", pinterest: "abcdef0123456789", google: "x_Y-z=" },
  });
  const page = { route: "/", title: "Home", description: "Home", lang: "en", blocks: [], translations: {} };

  it("writes each token as the meta tag its service reads", () => {
    const head = pageHead(page as unknown as PageData, identity);
    expect(head).toContain('<meta name="msvalidate.01" content="0123456789ABCDEF0123456789ABCDEF" />');
    expect(head).toContain('<meta name="p:domain_verify" content="abcdef0123456789" />');
    expect(head).toContain('<meta name="google-site-verification" content="x_Y-z=" />');
    expect(head).not.toContain("yandex");
  });
});
