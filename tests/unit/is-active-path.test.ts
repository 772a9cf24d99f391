import { describe, expect, it } from "vitest";
import { isActivePath } from "../../src/routing/is-active-path";

describe("a menu entry is active when the current path equals its path", () => {
  it("for the same path", () => {
    expect(isActivePath("/pages-menu/faq", "/pages-menu/faq")).toBe(true);
    expect(isActivePath("/pages-menu/faq", "/pages-menu/pricing")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });

  it("ignoring a trailing numeric segment on both sides", () => {
    expect(isActivePath("/blog/1", "/blog/7")).toBe(true);
    expect(isActivePath("/portfolio/1", "/portfolio/60")).toBe(true);
    expect(isActivePath("/blog/1", "/blog/blog-v1")).toBe(false);
    expect(isActivePath("/blog/blog-v1", "/blog/blog-v1")).toBe(true);
  });

  it("keeping a path that is only a number, so the home entry is not active on /404", () => {
    expect(isActivePath("/", "/404")).toBe(false);
    expect(isActivePath("/404", "/404")).toBe(true);
  });

  it("ignoring a query and a trailing slash, and never for section links or external links", () => {
    expect(isActivePath("/#planes", "/")).toBe(false);
    expect(isActivePath("/pages-menu/faq?x=1", "/pages-menu/faq/")).toBe(true);
    expect(isActivePath("https://example.com/", "/")).toBe(false);
  });
});
