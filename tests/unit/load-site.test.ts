import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";

describe("loading a valid site", () => {
  it("gives every page the site's header and footer when it has none of its own", async () => {
    const { site } = await loadSite(await fixtureSite());
    const home = site?.pages.find((page) => page.route === "/");
    expect(home?.blocks.map((block) => block.type)).toEqual(["header", "not-found", "footer"]);
    expect(home?.lang).toBe("en");
    expect(home?.theme).toBe("brand");
  });

  it("marks the site's header and footer with the site's language on a page in another", async () => {
    const root = await fixtureSite();
    const file = path.join(root, "pages/index.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("title: Home", "title: Inicio\nlang: es"));
    const { site } = await loadSite(root);
    const frameLanguages = (route: string) =>
      site?.pages
        .find((page) => page.route === route)
        ?.blocks.map((block) => (block.type === "header" || block.type === "footer" ? block.lang : "content"));
    expect(frameLanguages("/")).toEqual(["en", "content", "en"]);
    // A page in the site's own language needs no mark.
    expect(frameLanguages("/404")).toEqual([undefined, "content", undefined]);
  });

  it("serves aliases and redirects beside the pages", async () => {
    const { site } = await loadSite(await fixtureSite());
    if (!site) throw new Error("the fixture should load");
    const home = site.pages.find((page) => page.route === "/");
    expect(site.routes.get("/")).toEqual({ kind: "page", page: home });
    expect(site.routes.get("/start")).toEqual({ kind: "alias", page: home });
    expect(site.routes.get("/old-home")).toEqual({ kind: "redirect", to: "/" });
  });

  it("writes a link to a path that redirects as the link to its destination, keeping its query", async () => {
    const root = await fixtureSite();
    const file = path.join(root, "pages/404.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("href: /", "href: /old-home/?from=404"));
    const { site, errors } = await loadSite(root);
    expect(errors).toEqual([]);
    const notFound = site?.pages.find((page) => page.route === "/404");
    const action = notFound?.blocks.find((block) => block.type === "not-found");
    expect(action?.type === "not-found" && action.action.href).toBe("/?from=404");
  });

  it("renders a per-record page once per record, with the record's fields in its title", async () => {
    const { site } = await loadSite(await fixtureSite());
    const posts = site?.pages.filter((page) => page.route.startsWith("/posts/"));
    expect(posts?.map((page) => [page.route, page.title, page.description])).toEqual([
      ["/posts/1", "First post | Fixture", "The first post of the fixture blog."],
      ["/posts/2", "Second post | Fixture", "The second post of the fixture blog."],
    ]);
  });

  it("expands {host} links and resolves images to their size", async () => {
    const { site } = await loadSite(await fixtureSite());
    const block = site?.pages
      .find((page) => page.route === "/")
      ?.blocks.find((candidate) => candidate.type === "not-found");
    expect(block?.type === "not-found" && block.action.href).toBe("https://app.fixture.example/login");
    expect(block?.type === "not-found" && block.image).toEqual({ src: "/art/picture.svg", width: 40, height: 30 });
  });

  it("fails on an internal link to no page, with the place of the link", async () => {
    const root = await fixtureSite();
    const file = path.join(root, "pages/404.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("href: /", "href: /nowhere"));
    const { site, errors } = await loadSite(root);
    expect(site).toBeUndefined();
    expect(errors.map((error) => [error.code, error.file, error.line, error.message])).toEqual([
      ["broken-link", "pages/404.yaml", 8, "/nowhere leads to no page, alias or redirect"],
    ]);
  });

  it("reports every problem of every file in one run", async () => {
    const { errors } = await loadSite(await fixtureSite("several-files"));
    expect(new Set(errors.map((error) => error.file))).toEqual(
      new Set(["content/site.yaml", "pages/404.yaml", "pages/index.yaml"]),
    );
  });
});
