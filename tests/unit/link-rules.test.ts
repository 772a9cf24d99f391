import { describe, expect, it } from "vitest";
import { readLink } from "../../schema/kit/link-rules";

const codeOf = (href: string) => {
  const result = readLink(href);
  return "code" in result ? result.code : result.kind;
};

describe("a link", () => {
  it.each([
    ["/", "path"],
    ["/contact/contact-v2", "path"],
    ["/blog/1?utm=x#comments", "path"],
    ["/#planes", "path"],
    ["#pricing", "anchor"],
    ["https://wa.me/5491155550123?text=Hola%2C%20quiero", "web"],
    ["http://example.com", "web"],
    ["mailto:hola@aulaviva.example", "mailto"],
    ["tel:+441174960312", "tel"],
    ["{app}/login", "host"],
    ["{app}", "host"],
  ])("%s is allowed, as a %s", (href, kind) => {
    expect(codeOf(href)).toBe(kind);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "  javascript:alert(1)",
    "\u0000javascript:alert(1)",
    "jav\tascript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "file:///etc/passwd",
    "//evil.example",
    "\\\\evil.example",
    "/\\evil.example",
  ])("%j is refused as unsafe", (href) => {
    expect(codeOf(href)).toBe("unsafe-link");
  });

  it.each([
    "",
    " ",
    "buy now",
    "contact",
    "www.example.com",
    "/contact us",
    "/contact ",
    "/contact\\us",
    "#",
    "/#",
    "#Pricing",
    "ftp://example.com",
    "https://",
    "https://exa mple.com",
    "mailto:",
    "tel:call-me",
    "{app}login",
    "{1app}/x",
    "/contact\u200b",
  ])("%j is refused as not a link", (href) => {
    expect(codeOf(href)).toBe("invalid-link");
  });

  it.each([
    ['https://www.example.com/?"><svg/onload=alert(1)>', '"', "%22"],
    ["/search?q=<b>", "<", "%3C"],
    ["{app}/help>", ">", "%3E"],
    ["https://www.example.com/`x`", "`", "%60"],
    ['mailto:a@example.com?subject="hi"', '"', "%22"],
    ['#pricing"', '"', "%22"],
  ])("%j is refused, naming %s and what to write instead", (href, character, encoded) => {
    const result = readLink(href);
    expect(result).toMatchObject({ code: "invalid-link" });
    expect("facts" in result && "reason" in result.facts && result.facts.reason).toContain(`'${character}'`);
    expect("hint" in result && result.hint).toContain(encoded);
  });

  it("is refused past 2,000 characters, before any pattern reads it", () => {
    expect(codeOf(`https://www.example.com/?q=${"a".repeat(1973)}`)).toBe("web");
    expect(codeOf(`https://www.example.com/?q=${"a".repeat(1974)}`)).toBe("too-long");
    expect(codeOf(`mailto:a@${".".repeat(1_000_000)}@`)).toBe("too-long");
  });

  it("reads a hostile e-mail link at the length limit in one pass, as quickly as every other", () => {
    // Each is refused; the domain pattern once tried every split of the dots, taking a time that grew with the square of the length.
    const hostile = Array.from({ length: 200 }, (_, index) => `mailto:a@${".".repeat(1980)}${index}@`);
    const started = performance.now();
    for (const href of hostile) expect(codeOf(href)).toBe("invalid-link");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(codeOf("mailto:a@b..example")).toBe("invalid-link");
    expect(codeOf("mailto:hola@aulaviva.example?subject=Hola%20equipo&cc=b@c.example/x")).toBe("mailto");
  });

  it("names the section an anchor leads to, on the same page or another", () => {
    expect(readLink("#pricing")).toEqual({ kind: "anchor", anchor: "pricing" });
    expect(readLink("/home/seo-agency#plans")).toEqual({ kind: "path", path: "/home/seo-agency", anchor: "plans" });
    expect(readLink("/blog?page=2#top")).toEqual({ kind: "path", path: "/blog?page=2", anchor: "top" });
  });
});
