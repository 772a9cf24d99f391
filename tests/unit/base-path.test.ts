import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseFlagProblem, baseProblem } from "../../schema/kit/base-rule";
import { readLink, resolveLink, type LinkTarget } from "../../schema/kit/link-rules";
import { loadSite } from "../../src/engine/load-site";
import { builtMarker, markedBase, markerFile } from "../../src/engine/output/publish/output-marker";
import { withBase } from "../../src/routing/base-path";
import type { PageData } from "../../schema/page";
import type { Site } from "../../src/engine/site";
import { pageKeys } from "../../src/engine/output/prerender";
import { factsKey } from "../../src/engine/speedups/validation-cache";
import { fixtureSite } from "../helpers/fixture-site";

describe("the base path a site is served under", () => {
  it.each([
    ["/", "/", "/"],
    ["/", "/blog/1", "/blog/1"],
    ["/docs/", "/", "/docs/"],
    ["/docs/", "/blog/1", "/docs/blog/1"],
    ["/docs/", "/#plans", "/docs/#plans"],
    ["/docs/", "/search?q=1", "/docs/search?q=1"],
    ["/a/b/", "/assets/shell.js", "/a/b/assets/shell.js"],
  ])("under %s, the site path %s is written %s", (base, sitePath, written) => {
    expect(withBase(base, sitePath)).toBe(written);
  });

  it.each(["/", "/docs/", "/my-repo/", "/a/b.c/~d_e/"])("%s is a base path", (base) => {
    expect(baseProblem(base)).toBeUndefined();
  });

  it.each([
    ["docs/", 'it does not start with "/"'],
    ["/docs", 'it does not end with "/"'],
    ["/docs/?x=/", "it has a query or section (? or #)"],
    ["/docs/#top/", "it has a query or section (? or #)"],
    ["/docs/../", 'it has a "." or ".." folder'],
    ["/./", 'it has a "." or ".." folder'],
    ["//docs/", "it has an empty folder (//)"],
    ["/do cs/", "a folder name holds more than letters, digits, '-', '_', '.' and '~'"],
    ['/"><script>/', "a folder name holds more than letters, digits, '-', '_', '.' and '~'"],
    ["/caf\u00e9/", "a folder name holds more than letters, digits, '-', '_', '.' and '~'"],
  ])("%s is refused: %s", (base, reason) => {
    expect(baseProblem(base)).toBe(reason);
  });

  it("a --base that lacks only its slashes is told the one to write", () => {
    expect(baseFlagProblem("docs")).toBe('--base "docs" is not a base path: it does not start with "/". Write /docs/.');
    expect(baseFlagProblem("/docs/")).toBeUndefined();
  });

  it("a link to a site path is written under the base, and a redirect's destination keeps the base it has", () => {
    const facts = { hosts: new Map(), redirects: new Map([["/old", "/docs/new"]]), base: "/docs/" };
    const resolve = (href: string) => resolveLink(href, readLink(href) as LinkTarget, facts);
    expect(resolve("/pricing#plans")).toBe("/docs/pricing#plans");
    expect(resolve("/old?from=mail")).toBe("/docs/new?from=mail");
    expect(resolve("#plans")).toBe("#plans");
    expect(resolve("https://example.com/x")).toBe("https://example.com/x");
  });

  it("a build records its base beside its files, and the root as before bases existed", async () => {
    const folder = await fixtureSite();
    await writeFile(path.join(folder, markerFile), builtMarker("/docs/").version);
    expect(markedBase(folder)).toBe("/docs/");
    await writeFile(path.join(folder, markerFile), builtMarker("/").version);
    expect(builtMarker("/").version).toBe('{"builder":"blockpress","format":1}\n');
    expect(markedBase(folder)).toBe("/");
    await writeFile(path.join(folder, markerFile), '{"builder":"blockpress","format":1,"base":"/../"}\n');
    expect(markedBase(folder)).toBeUndefined();
  });
});

describe("a site with a base", () => {
  async function siteWithBase(base: string) {
    const folder = await fixtureSite();
    const file = path.join(folder, "content/site.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^url: .*$/m, `$&\nbase: ${base}`));
    return folder;
  }

  it("takes site.yaml's base into every link, image and address it writes", async () => {
    const { site, errors } = await loadSite(await siteWithBase("/docs/"));
    expect(errors).toEqual([]);
    expect(site?.identity.base).toBe("/docs/");
    const menu = site?.navigation.menu[0]?.sections[0]?.links[0];
    expect(menu?.href).toBe("/docs/");
    expect(site?.routes.get("/old-home")).toEqual({ kind: "redirect", to: "/docs/" });
  });

  it("takes --base over site.yaml's", async () => {
    const { site } = await loadSite(await siteWithBase("/docs/"), { base: "/preview/" });
    expect(site?.identity.base).toBe("/preview/");
    expect(site?.navigation.menu[0]?.sections[0]?.links[0]?.href).toBe("/preview/");
  });

  it("validates and renders again when the base changes: the caches' keys hold it", async () => {
    const root = await loadSite(await fixtureSite());
    const docs = await loadSite(await fixtureSite(), { base: "/docs/" });
    if (!root.site || !docs.site) throw new Error("the fixture did not load");
    const page = (site: Site) => site.pages.find((each) => each.route === "/") as PageData;
    expect(pageKeys(docs.site, "code", 2026).of(page(docs.site))).not.toBe(
      pageKeys(root.site, "code", 2026).of(page(root.site)),
    );
    expect(factsKey([], new Map(), "code", "/docs/")).not.toBe(factsKey([], new Map(), "code", "/"));
  });

  it("is served at the root when neither gives one", async () => {
    const { site } = await loadSite(await fixtureSite());
    expect(site?.identity.base).toBe("/");
    expect(site?.navigation.menu[0]?.sections[0]?.links[0]?.href).toBe("/");
  });
});
