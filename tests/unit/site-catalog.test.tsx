import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { blockTypes } from "../../schema/blocks";
import { english } from "../../schema/language/built-in-languages";
import type { Site } from "../../src/engine/site";
import { examplesFile } from "../../src/engine/catalog/block-examples";
import {
  catalogRoute,
  drawnOutline,
  siteCatalog,
  uniqueAnchor,
  withCatalog,
  type SiteCatalog,
} from "../../src/engine/catalog/site-catalog";
import { htmlDocument } from "../../src/engine/render/html-document";
import { loadSite } from "../../src/engine/load-site";
import { formatError } from "../../src/engine/errors/site-error";
import { renderCatalog } from "../../src/render/render-page";
import { fixtureSite } from "../helpers/fixture-site";
import { testContext, testMenu } from "../helpers/render-block";
import { projectRoot } from "../helpers/site-kit";
import { testIdentity } from "../helpers/test-identity";

let site: Site;
let catalog: SiteCatalog;
beforeAll(async () => {
  const loaded = await loadSite(projectRoot);
  if (!loaded.site) throw new Error("the shipped site does not validate");
  site = loaded.site;
  const made = siteCatalog(site);
  expect(made.errors).toEqual([]);
  if (!made.catalog) throw new Error("the shipped site publishes no catalog");
  catalog = made.catalog;
});

const render = (made: SiteCatalog) =>
  renderCatalog({
    page: made.page,
    outline: drawnOutline(made),
    context: testContext,
    menu: testMenu,
    componentUrl: (type) => `/chunks/${type}.js`,
  }).body;

/** The blocks' examples in a folder of their own, as the catalog reads them from a project; `edit` changes one. */
async function examplesFolder(type: string, edit: (text: string) => string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "examples-"));
  for (const each of blockTypes)
    await cp(path.join(projectRoot, examplesFile(each)), path.join(root, examplesFile(each)));
  const file = path.join(root, examplesFile(type));
  await writeFile(file, edit(await readFile(file, "utf8")));
  return root;
}

describe("the block catalog", () => {
  it("is a route of its own, made after the site has loaded: no page of the site", () => {
    expect(site.pages.some((page) => page.route === catalogRoute)).toBe(false);
    expect(catalog.page.route).toBe(catalogRoute);
  });

  it("has a section for every block type, each with every example of the type, in the groups of the definitions", () => {
    const sections = catalog.outline.groups.flatMap((group) => group.sections);
    expect(sections.map((section) => section.type).sort()).toEqual([...blockTypes].sort());
    for (const section of sections) {
      expect(section.examples.length, section.type).toBeGreaterThan(0);
      for (const example of section.examples) expect(catalog.page.blocks[example.block]?.type).toBe(section.type);
    }
    const frame = catalog.outline.groups.find((group) => group.title === "Page frame");
    expect(frame?.sections.map((section) => section.type)).toEqual([
      "chat-button",
      "contact-modal",
      "footer",
      "header",
    ]);
  });

  it("draws every section anchored by its type, listed in the contents, with the YAML of each example", () => {
    const body = render(catalog);
    for (const type of blockTypes) {
      expect(body).toContain(`<section id="${type}"`);
      expect(body).toContain(`<a href="#${type}"`);
    }
    expect(body).toContain("<summary");
    expect(body).toContain("type: pricing-plans\n");
  });

  it("shows each example as its file writes it, comments included, at the left margin", async () => {
    const appRoot = await examplesFolder("faq", (text) =>
      text.replace("  eyebrow: FAQ\n", "  # The small line over the heading\n  eyebrow: FAQ\n"),
    );
    const { catalog: made } = siteCatalog(site, appRoot);
    const faq = (made && drawnOutline(made))?.groups
      .flatMap((group) => group.sections)
      .find((section) => section.type === "faq");
    expect(faq?.examples[0]?.yaml).toMatch(/^type: faq\n# The small line over the heading\neyebrow: FAQ\nheading: /);
    await rm(appRoot, { recursive: true });
  });

  it("is one page with one main landmark and no repeated id, the examples' headers and footers inside it", () => {
    const body = render(catalog);
    expect(body.match(/<main\b/g)).toHaveLength(1);
    const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    const main = body.slice(body.indexOf("<main"), body.indexOf("</main>"));
    expect(main.match(/data-block="header"/g)?.length).toBeGreaterThan(0);
  });

  it("asks search engines not to index it", () => {
    const html = htmlDocument({
      page: catalog.page,
      identity: testIdentity(),
      structuredData: {},
      body: "",
      assets: { stylesheets: [], shell: "/shell.js", runtime: "/islands.js" },
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it("says the words its examples leave out in English, the site's own where it replaces one", () => {
    const blockWords = new Map([["en", { ...english.blockWords, tickYes: "Included" }]]);
    const made = siteCatalog({ ...site, facts: { ...site.facts, blockWords } });
    const tables = made.catalog?.page.blocks.filter((block) => block.type === "comparison-table") ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toMatchObject({ yes: "Included", no: "No" });
  });

  it("gives a repeated anchor a number, and never takes a section's id", () => {
    const used = new Set<string>();
    expect(uniqueAnchor({ type: "faq", id: "contact" }, used)).toEqual({ type: "faq", id: "contact" });
    expect(uniqueAnchor({ type: "faq", id: "contact" }, used)).toEqual({ type: "faq", id: "contact-2" });
    expect(uniqueAnchor({ type: "faq", id: "hero" }, used)).toEqual({ type: "faq", id: "hero-2" });
    expect(uniqueAnchor({ type: "faq" }, used)).toEqual({ type: "faq" });
  });

  it("fails on an example that no longer validates, reporting it at its line and column in the examples file", async () => {
    const appRoot = await examplesFolder("hero", (text) => text.replace("  heading: Grow your", "  heding: Grow your"));
    const { catalog: made, errors } = siteCatalog(site, appRoot);
    expect(made).toBeUndefined();
    const reports = errors.map((error) => formatError(error).split("\n")[0]);
    const line =
      (await readFile(path.join(appRoot, examplesFile("hero")), "utf8"))
        .split("\n")
        .indexOf("  heding: Grow your traffic with {smart SEO}") + 1;
    expect(reports).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/blocks/hero/examples\\.yaml:${line}:3 error \\[1\\]\\.heding: hero example 2: unknown key "heding"; allowed keys: type, `,
        ),
      ),
    ]);
    // The site with its catalog is not built, as a site with any other error is not.
    const result = withCatalog({ site, errors: [], warnings: [] }, appRoot);
    expect(result.site).toBeUndefined();
    expect(result.partial).toBe(site);
    expect(result.errors).toEqual(errors);
    await rm(appRoot, { recursive: true });
  });

  it("reports an examples file that is missing or is no list", async () => {
    const appRoot = await examplesFolder("faq", () => "type: faq\n");
    await rm(path.join(appRoot, examplesFile("tag-list")));
    const reports = siteCatalog(site, appRoot).errors.map(
      (error) => `${error.file}:${error.line}:${error.column} ${error.code}`,
    );
    expect(reports).toEqual([
      "src/blocks/faq/examples.yaml:1:1 invalid-value",
      "src/blocks/tag-list/examples.yaml:1:1 missing-file",
    ]);
    await rm(appRoot, { recursive: true });
  });

  it("is left out of a site whose site.yaml does not ask for it", async () => {
    const root = await fixtureSite();
    const { site: fixture } = await loadSite(root);
    expect(fixture?.catalog).toBe(false);
    expect(fixture && siteCatalog(fixture)).toEqual({ errors: [] });
  });
});
