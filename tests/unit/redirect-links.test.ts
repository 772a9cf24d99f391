import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveRedirectLinks } from "../../src/engine/routes/redirect-links";

const redirects = new Map([
  ["/home/seo", "/home/seo-agency"],
  ["/contact", "/contact/contact-v2"],
]);

/** The rule, link by link: a link's path, its trailing slashes trimmed, is looked up among the redirects. */
function linkByLink(html: string, map: ReadonlyMap<string, string>): string {
  return html.replace(/\shref="(\/[^"#?]*)([^"]*)"/g, (whole, path: string, rest: string) => {
    const target = map.get(path.replace(/(.)\/+$/, "$1"));
    return target === undefined ? whole : ` href="${target}${rest}"`;
  });
}

describe("links to a path that only redirects", () => {
  it("point straight at its destination, keeping a section or query", () => {
    const html = '<a href="/home/seo">SEO</a><a class="x" href="/contact#form">Contact</a><a href="/contact?x=1">C</a>';
    expect(resolveRedirectLinks(html, redirects)).toBe(
      '<a href="/home/seo-agency">SEO</a><a class="x" href="/contact/contact-v2#form">Contact</a><a href="/contact/contact-v2?x=1">C</a>',
    );
  });

  it("leave every other link, and text that merely mentions the path, as they are", () => {
    const html =
      '<a href="/home/seo-agency">a</a><a href="https://x.example/home/seo">b</a><p>href=&quot;/home/seo&quot;</p>';
    expect(resolveRedirectLinks(html, redirects)).toBe(html);
  });

  it("match a path with trailing slashes, and only whole paths, whatever characters they hold", () => {
    const odd = new Map([
      ["/a.b", "/dot"],
      ["/c+d(1)", "/plus"],
      ["/", "/home"],
      ["/old/", "/never"],
    ]);
    const html =
      '<a href="/a.b/">1</a><a href="/axb">2</a><a href="/c+d(1)//#s">3</a><a href="//">4</a><a href="/old/">5</a><a href="/a.bc">6</a>';
    expect(resolveRedirectLinks(html, odd)).toBe(
      '<a href="/dot">1</a><a href="/axb">2</a><a href="/plus#s">3</a><a href="/home">4</a><a href="/old/">5</a><a href="/a.bc">6</a>',
    );
    expect(resolveRedirectLinks(html, odd)).toBe(linkByLink(html, odd));
  });

  it("write the destination escaped, so a quote in it cannot end the attribute", () => {
    const hostile = new Map([["/home/seo", "https://app.example/\"><svg/onload=alert(1)>?a=1&b='2'"]]);
    expect(resolveRedirectLinks('<a href="/home/seo">SEO</a>', hostile)).toBe(
      '<a href="https://app.example/&quot;&gt;&lt;svg/onload=alert(1)&gt;?a=1&amp;b=&#39;2&#39;">SEO</a>',
    );
  });

  it("give what looking up each link's path gives, for any paths and links", () => {
    const segment = fc.stringMatching(/^[a-z.+()-]{1,4}$/);
    const path = fc.array(segment, { minLength: 0, maxLength: 3 }).map((parts) => `/${parts.join("/")}`);
    const link = fc.tuple(path, fc.constantFrom("", "/", "//"), fc.constantFrom("", "#x", "?q=1"));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(path, path), { selector: ([from]) => from }),
        fc.array(link),
        (pairs, links) => {
          const map = new Map(pairs);
          const html = links.map(([to, slashes, rest]) => `<a href="${to}${slashes}${rest}">x</a>`).join(" ");
          expect(resolveRedirectLinks(html, map)).toBe(linkByLink(html, map));
        },
      ),
    );
  });
});
