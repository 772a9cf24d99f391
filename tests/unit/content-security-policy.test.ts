import { defaultTheme } from "../../schema/themes/shipped-themes";
import { builtInThemes, themePalette } from "../../schema/themes/site-themes";
import { themeCss } from "../../src/engine/render/theme-style";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  mergeSources,
  hashSource,
  styleAttributeHashes,
} from "../../src/engine/render/content-security-policy";
import { blockSources, pagePolicySources } from "../../src/engine/render/page-policy";
import { hostHeaders } from "../../src/engine/output/site-wide-files";
import type { Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { testIdentity } from "../helpers/test-identity";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

const identity = testIdentity();

describe("the Content Security Policy builder", () => {
  it("allows only the site's own files when nothing else is asked for", () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; frame-src 'none'; form-action 'self'; base-uri 'self'; object-src 'none'",
    );
  });

  it("adds the sources asked for, per directive, each once", () => {
    const policy = directives(
      contentSecurityPolicy(
        mergeSources(
          { "connect-src": ["https://events.example"], "form-action": ["https://forms.example"] },
          { "connect-src": ["https://events.example", "https://api.example"] },
        ),
      ),
    );
    expect(policy["connect-src"]).toEqual(["'self'", "https://events.example", "https://api.example"]);
    expect(policy["form-action"]).toEqual(["'self'", "https://forms.example"]);
  });

  it("leaves frame-ancestors to the header: browsers ignore it in a meta tag", () => {
    expect(contentSecurityPolicy({})).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy({}, "header")).toContain("frame-ancestors 'self'");
  });

  it("drops hashes where 'unsafe-inline' is asked for, since a browser would ignore it beside them", () => {
    const policy = contentSecurityPolicy({ "style-src": ["'unsafe-hashes'", "'sha256-abc='", "'unsafe-inline'"] });
    expect(directives(policy)["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("refuses a source that would add a directive or a policy of its own", () => {
    for (const source of ["https://a.example; script-src *", "https://a.example https://b.example", "a,b"])
      expect(() => contentSecurityPolicy({ "connect-src": [source] })).toThrow(/is not a source of connect-src/);
  });
});

describe("a page's policy", () => {
  const palette = themePalette(builtInThemes(), defaultTheme);
  const page = (blocks: unknown[]) => ({ route: "/", blocks, palette }) as unknown as PageData;

  it("allows each style attribute of its markup by the hash of its value, as the browser reads it", () => {
    const markup = `<svg style="display:none"></svg><div style="width:93%"></div><p style="font-family:&quot;X&quot;"></p><i style="display:none"></i>`;
    expect(styleAttributeHashes(markup)).toEqual([
      "'unsafe-hashes'",
      hashSource("display:none"),
      hashSource("width:93%"),
      hashSource('font-family:"X"'),
    ]);
    expect(styleAttributeHashes("<p>style=&quot;x&quot;</p>")).toEqual([]);
  });

  it("allows its speculation rules and its theme's colours by their hashes, and no other inline code", () => {
    const policy = directives(contentSecurityPolicy(pagePolicySources({ page: page([]), identity, markup: "" })));
    expect(policy["script-src"]).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(policy["style-src"]).toEqual(["'self'", hashSource(themeCss({ palette: page([]).palette }))]);
  });

  it("frames the maps service only on a page with a map, and the video site only where a video plays", () => {
    const map = { type: "map-embed", place: "Bristol", title: "Map", height: 420, surface: "plain" } as Block;
    expect(blockSources([map])["frame-src"]).toEqual(["https://www.google.com"]);
    expect(blockSources([])["frame-src"]).toBeUndefined();
    const banner = (video: boolean) =>
      ({ type: "banner", ...(video ? { video: { id: "aqz-KE-bpKQ" } } : {}) }) as unknown as Block;
    expect(blockSources([banner(true)])["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(blockSources([banner(false)])["frame-src"] ?? []).toEqual([]);
    const grid = (videos: boolean, variant: string) =>
      ({ type: "portfolio-grid", variant, videos, entries: [{ videoId: "M7lc1UVf-VE" }] }) as unknown as Block;
    expect(blockSources([grid(true, "masonry")])["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
    expect(blockSources([grid(false, "masonry")])["frame-src"]).toEqual([]);
    // The lightbox writes styles measured on the screen: a page with one allows inline styles.
    expect(blockSources([grid(false, "filter")])["style-src"]).toEqual(["'unsafe-inline'"]);
  });
});

describe("_headers", () => {
  it("gives every path under the base the policy any page of the site needs, with who may frame it", () => {
    const map = { type: "map-embed" } as Block;
    const text = hostHeaders({
      identity: { ...identity, base: "/docs/", analytics: [{ provider: "plausible", domain: "www.acme.example" }] },
      pages: [{ blocks: [map] }, { blocks: [] }] as unknown as PageData[],
    });
    const [path, header, ...rest] = text.split("\n");
    expect(path).toBe("/docs/*");
    expect(rest).toEqual([""]);
    const policy = directives(header?.replace(/^ {2}Content-Security-Policy: /, "") ?? "");
    expect(policy["frame-src"]).toEqual(["https://www.google.com"]);
    expect(policy["script-src"]).toContain("https://plausible.io");
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
  });
});
