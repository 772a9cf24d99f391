import type { ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { redirectedSite } from "../../scripts/studio/redirect-rewrite";
import { loadSite } from "../../src/engine/load-site";
import { printedStudioAddress, startDevCommand } from "../helpers/dev-command";
import { fixtureSite } from "../helpers/fixture-site";

/**
 * The studio's page operations, asked of `npx blockpress studio` as it is run, with real requests, on
 * a small site in a temporary folder: a page copied from another, renamed or moved with the redirect
 * its old path needs, deleted; each refused while it would leave a link of the site leading nowhere.
 */
let child: ChildProcess;
let origin: string;
let token: string;
let siteRoot: string;
let outside: string;

/** A page of one block whose button leads to `href`. */
const pageLinkingTo = (title: string, href: string, extra = "") => `# A page of the studio's tests.
title: ${title}
description: The ${title} page.
${extra}blocks:
  - type: not-found
    heading: ${title}
    text: A page made of one block.
    image: /art/picture.svg
    action: { label: Read on, href: ${href} }
`;

/** The fixture's site.yaml with comments, a menu link to /pricing, and a redirect to /about. */
const siteYaml = `# What every page shares.
name: Fixture
url: https://fixture.example
hosts:
  app: https://app.fixture.example
menu:
  - label: Home
    sections:
      - links:
          - { label: Home, href: / }
          - { label: Pricing, href: /pricing }
mobileAction: { label: Contact us, href: / }

# Paths that appear in older links; each leads to the page it meant.
redirects:
  - { from: /old-home, to: / }
  - { from: /about-us, to: /about } # the old name of the page

header:
  type: header
footer:
  type: footer
  copyright: Fixture Ltd
languages:
  - { code: en }
  - { code: es }
`;

/** A page's first line names its schema relative to the file. */
const schemaLine = (up: string) => `# yaml-language-server: $schema=${up}schema/page.schema.json\n`;

const pages: Record<string, string> = {
  "pages/about.yaml": schemaLine("../") + pageLinkingTo("About", "/team"),
  "pages/team.yaml": pageLinkingTo("Team", "/about"),
  "pages/pricing.yaml": pageLinkingTo("Pricing", "/"),
  "pages/offers/spring.yaml": pageLinkingTo("Spring", "/pricing"),
  "pages/campaigns/lonely.yaml": pageLinkingTo("Lonely", "/"),
  "pages/flyer.yaml": pageLinkingTo("Flyer", "/"),
  "pages/plans.yaml": pageLinkingTo("Plans", "/", "translations: { es: /es/planes }\n"),
  "pages/es/planes.yaml": pageLinkingTo("Planes", "/", "lang: es\ntranslations:\n  en: /plans\n"),
};

beforeAll(async () => {
  siteRoot = await fixtureSite();
  await writeFile(path.join(siteRoot, "content/site.yaml"), siteYaml);
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(siteRoot, file)), { recursive: true });
    await writeFile(path.join(siteRoot, file), text);
  }
  outside = await mkdtemp(path.join(tmpdir(), "outside-"));
  await writeFile(path.join(outside, "secret.yaml"), pageLinkingTo("Outside", "/"));
  await symlink(outside, path.join(siteRoot, "pages/linked"));
  const started = await startDevCommand(siteRoot, printedStudioAddress, "studio");
  child = started.child;
  const address = new URL(started.found);
  origin = address.origin;
  token = address.searchParams.get("token") ?? "";
}, 120_000);

afterAll(() => {
  child.kill();
});

const studio = (pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${origin}/_studio/api/${pathname}`, {
    ...init,
    headers: { "x-studio-token": token, origin, "content-type": "application/json", ...init.headers },
  });

const move = (file: string, route: string, redirect: boolean, headers: Record<string, string> = {}) =>
  studio("move", { method: "POST", headers, body: JSON.stringify({ file, route, redirect }) });

const remove = (file: string, headers: Record<string, string> = {}) =>
  studio(`page?path=${encodeURIComponent(file)}`, { method: "DELETE", headers });

const onDisk = (file: string) => readFile(path.join(siteRoot, file), "utf8").catch(() => undefined);
const exists = (file: string) =>
  stat(path.join(siteRoot, file)).then(
    () => true,
    () => false,
  );

type Refusal = { error: string; references?: { file: string; route?: string; path: string }[] };

describe("the studio's page operations", () => {
  it("creates a page from the blocks of another", async () => {
    const answer = await studio("pages", {
      method: "POST",
      body: JSON.stringify({ route: "/offers/copy", from: "/offers/spring", blocks: [] }),
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ route: "/offers/copy", file: "pages/offers/copy.yaml" });
    const copy = parse((await onDisk("pages/offers/copy.yaml")) ?? "") as { title: string; blocks: unknown[] };
    expect(copy.title).toBe("Copy");
    expect(copy.blocks).toEqual((parse(pages["pages/offers/spring.yaml"] ?? "") as { blocks: unknown[] }).blocks);
    const missing = await studio("pages", {
      method: "POST",
      body: JSON.stringify({ route: "/offers/copy-2", from: "/offers/nowhere", blocks: [] }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Refusal).error).toContain("no page at /offers/nowhere");
  });

  it("renames a page with the redirect its old path needs: one line more in site.yaml, its comments kept", async () => {
    const before = (await onDisk("content/site.yaml")) ?? "";
    const answer = await move("pages/about.yaml", "/company/about", true);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      route: "/company/about",
      file: "pages/company/about.yaml",
      redirected: true,
      repointed: 1,
      retranslated: [],
    });
    expect(await exists("pages/about.yaml")).toBe(false);
    // Its first line names the schema from its new folder.
    expect(await onDisk("pages/company/about.yaml")).toBe(schemaLine("../../") + pageLinkingTo("About", "/team"));
    const after = (await onDisk("content/site.yaml")) ?? "";
    // The redirect that led to /about leads to the new route: no redirect leads to another.
    const repointed = before.replace("{ from: /about-us, to: /about }", "{ from: /about-us, to: /company/about }");
    const added = "  - { from: /about, to: /company/about }";
    const lines = repointed.split("\n");
    lines.splice(lines.indexOf("  - { from: /about-us, to: /company/about } # the old name of the page") + 1, 0, added);
    expect(after).toBe(lines.join("\n"));
    expect(after.split("\n")).toHaveLength(before.split("\n").length + 1);
    const checked = await loadSite(siteRoot);
    expect(checked.errors).toEqual([]);
    expect(checked.site?.routes.get("/about")).toEqual({ kind: "redirect", to: "/company/about" });
  });

  it("moves a page back where a redirect sends its visitors, turning that redirect round", async () => {
    const answer = await move("pages/company/about.yaml", "/about", true);
    expect(answer.status).toBe(200);
    expect(await exists("pages/company")).toBe(false);
    const site = parse((await onDisk("content/site.yaml")) ?? "") as { redirects: unknown[] };
    expect(site.redirects).toEqual([
      { from: "/old-home", to: "/" },
      { from: "/about-us", to: "/about" },
      { from: "/company/about", to: "/about" },
    ]);
    expect((await loadSite(siteRoot)).errors).toEqual([]);
  });

  it("refuses to move a page onto a route another page, an alias or a redirect holds", async () => {
    for (const route of ["/team", "/start", "/old-home", "/"]) {
      const answer = await move("pages/about.yaml", route, true);
      expect(answer.status, route).toBe(409);
      expect(((await answer.json()) as Refusal).error).toContain(`${route} is taken`);
    }
    expect(await onDisk("pages/about.yaml")).toBe(pages["pages/about.yaml"]);
  });

  it("refuses to move a page without the redirect while other places link to it, naming them", async () => {
    const siteBefore = await onDisk("content/site.yaml");
    const answer = await move("pages/pricing.yaml", "/prices", false);
    expect(answer.status).toBe(409);
    const { error, references } = (await answer.json()) as Refusal;
    expect(error).toContain("pages/offers/spring.yaml (/offers/spring)");
    expect(references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "pages/offers/spring.yaml",
          route: "/offers/spring",
          path: "blocks[0].action.href",
        }),
        expect.objectContaining({ file: "content/site.yaml", path: "menu[0].sections[0].links[1].href" }),
      ]),
    );
    expect(await exists("pages/pricing.yaml")).toBe(true);
    expect(await exists("pages/prices.yaml")).toBe(false);
    expect(await onDisk("content/site.yaml")).toBe(siteBefore);
  });

  it("moves a page nothing links to without a redirect, leaving site.yaml as it was", async () => {
    const siteBefore = await onDisk("content/site.yaml");
    const answer = await move("pages/campaigns/lonely.yaml", "/campaigns/alone", false);
    expect(answer.status).toBe(200);
    expect(await onDisk("pages/campaigns/alone.yaml")).toBe(pages["pages/campaigns/lonely.yaml"]);
    expect(await exists("pages/campaigns/lonely.yaml")).toBe(false);
    expect(await onDisk("content/site.yaml")).toBe(siteBefore);
    expect((await loadSite(siteRoot)).errors).toEqual([]);
  });

  it("moves a page that another names as its translation, and that page names its new route", async () => {
    const answer = await move("pages/plans.yaml", "/offers/plans", true);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { retranslated: string[] }).retranslated).toEqual(["pages/es/planes.yaml"]);
    expect(await onDisk("pages/es/planes.yaml")).toBe(
      pages["pages/es/planes.yaml"]?.replace("en: /plans", "en: /offers/plans"),
    );
    expect((await loadSite(siteRoot)).errors).toEqual([]);
  });

  it("refuses to delete a page while the site leads to it, naming each place, and deletes one nothing leads to", async () => {
    const linked = await remove("pages/pricing.yaml");
    expect(linked.status).toBe(409);
    const { error, references } = (await linked.json()) as Refusal;
    expect(error).toContain("pages/offers/spring.yaml (/offers/spring)");
    expect(references?.map((reference) => reference.file)).toEqual(
      expect.arrayContaining(["pages/offers/spring.yaml", "content/site.yaml"]),
    );
    expect(await exists("pages/pricing.yaml")).toBe(true);
    // Named as a translation, or led to by a redirect, a page stays too.
    expect((await remove("pages/es/planes.yaml")).status).toBe(409);
    const redirected = await remove("pages/about.yaml");
    expect(redirected.status).toBe(409);
    expect(((await redirected.json()) as Refusal).references).toContainEqual(
      expect.objectContaining({ file: "content/site.yaml", path: "redirects[1].to" }),
    );

    const deleted = await remove("pages/campaigns/alone.yaml");
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ route: "/campaigns/alone", file: "pages/campaigns/alone.yaml" });
    expect(await exists("pages/campaigns")).toBe(false);
    expect(await exists("pages")).toBe(true);
    expect((await loadSite(siteRoot)).errors).toEqual([]);
  });

  it("lets go of a deleted page's unsaved text: a new page at its route is not shown as the old one was typed", async () => {
    const opened = (await onDisk("pages/flyer.yaml")) ?? "";
    const data = { ...(parse(opened) as object), title: "Typed, never saved" };
    const checked = await studio("check", {
      method: "POST",
      body: JSON.stringify({ file: "pages/flyer.yaml", opened, data }),
    });
    expect(checked.status).toBe(200);
    expect((await remove("pages/flyer.yaml")).status).toBe(200);
    const created = await studio("pages", { method: "POST", body: JSON.stringify({ route: "/flyer", blocks: [] }) });
    expect(created.status).toBe(201);
    const links = (await (await studio("links")).json()) as { path: string; title: string }[];
    expect(links.find((link) => link.path === "/flyer")?.title).toBe("Flyer");
  });

  it("never moves nor deletes the home page or the not-found page", async () => {
    for (const file of ["pages/index.yaml", "pages/404.yaml"]) {
      expect((await remove(file)).status, file).toBe(409);
      expect((await move(file, "/elsewhere", true)).status, file).toBe(409);
      expect(await exists(file)).toBe(true);
    }
  });

  it("refuses paths with .., absolute paths, and a folder that links out of pages/", async () => {
    for (const file of ["pages/../content/site.yaml", "/etc/passwd", "pages/linked/secret.yaml", "content/site.yaml"]) {
      expect((await remove(file)).status, file).toBeGreaterThanOrEqual(400);
      expect((await move(file, "/moved", true)).status, file).toBeGreaterThanOrEqual(400);
    }
    expect((await move("pages/team.yaml", "/linked/team", true)).status).toBe(403);
    expect((await move("pages/team.yaml", "../team", true)).status).toBe(400);
    const copied = await studio("pages", {
      method: "POST",
      body: JSON.stringify({ route: "/copied", from: "/linked/secret", blocks: [] }),
    });
    expect(copied.status).toBe(403);
    expect(await exists("pages/copied.yaml")).toBe(false);
    expect(await readFile(path.join(outside, "secret.yaml"), "utf8")).toBe(pageLinkingTo("Outside", "/"));
    expect(await exists("pages/team.yaml")).toBe(true);
    expect(await onDisk("content/site.yaml")).toContain("# What every page shares.");
  });

  it("asks for the token, the Host and the studio's own Origin, as every write does", async () => {
    expect((await move("pages/team.yaml", "/crew", true, { "x-studio-token": "" })).status).toBe(401);
    expect((await remove("pages/team.yaml", { "x-studio-token": "" })).status).toBe(401);
    expect((await move("pages/team.yaml", "/crew", true, { origin: "http://attacker.example" })).status).toBe(403);
    expect((await remove("pages/team.yaml", { origin: "http://attacker.example" })).status).toBe(403);
    expect(await exists("pages/team.yaml")).toBe(true);
  });
});

describe("site.yaml's redirects after a move", () => {
  const moved = { from: "/old", to: "/new", redirect: true };

  it("makes the redirects key when there is none, or writes the list out when it was empty", () => {
    expect(redirectedSite("name: Site # the name\n", moved)).toEqual({
      text: "name: Site # the name\nredirects:\n  - { from: /old, to: /new }\n",
    });
    expect(redirectedSite("redirects: []\nname: Site\n", moved)).toEqual({
      text: "redirects:\n  - { from: /old, to: /new }\nname: Site\n",
    });
  });

  it("leads a redirect to the old route on to the new one, its section kept, in its own quoting", () => {
    const text = 'redirects:\n  - from: /older\n    to: "/old#plans"\n';
    expect(redirectedSite(text, { ...moved, redirect: false })).toEqual({
      text: 'redirects:\n  - from: /older\n    to: "/new#plans"\n',
    });
  });

  it("removes the redirect a page takes its path back from, leaving an empty list when it was the last", () => {
    const text = "# Old paths.\nredirects:\n  - { from: /old, to: /new }\nname: Site\n";
    expect(redirectedSite(text, { from: "/new", to: "/old", redirect: false })).toEqual({
      text: "# Old paths.\nredirects: []\nname: Site\n",
    });
  });

  it("refuses a site.yaml it cannot read, or whose redirects are no list of pairs", () => {
    expect(redirectedSite("name: [unclosed\n", moved)).toHaveProperty("refused");
    expect(redirectedSite("redirects: { from: /a, to: /b }\n", moved)).toHaveProperty("refused");
  });
});
