import { describe, expect, it } from "vitest";
import { resolveRedirectLinks } from "../../src/engine/redirect-links";

const redirects = new Map([
  ["/home/seo", "/home/seo-agency"],
  ["/contact", "/contact/contact-v2"],
]);

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
});
