import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { blockTypes, createBlockSchemas, type Block, type BlockSchemas } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { catalogPage, catalogRoute, uniqueAnchor } from "../../src/engine/catalog/catalog-page";
import { htmlDocument } from "../../src/engine/render/html-document";
import { loadSite } from "../../src/engine/load-site";
import { formatError } from "../../src/engine/errors/site-error";
import { renderPage } from "../../src/render/render-page";
import { testContext } from "../helpers/render-block";
import { projectBlockKit, projectRoot } from "../helpers/site-kit";

let catalog: PageData;
beforeAll(async () => {
  const { site, errors } = await loadSite(projectRoot);
  expect(errors).toEqual([]);
  const page = site?.pages.find((candidate) => candidate.route === catalogRoute);
  if (!page) throw new Error("the shipped site publishes no catalog");
  catalog = page;
});

const render = (page: PageData) =>
  renderPage({ page, context: testContext, componentUrl: (type) => `/chunks/${type}.js` }).body;

describe("the block catalog", () => {
  it("has a section for every block type, each with every example of the type, grouped", () => {
    const sections = catalog.catalog?.groups.flatMap((group) => group.sections) ?? [];
    expect(sections.map((section) => section.type).sort()).toEqual([...blockTypes].sort());
    for (const section of sections) {
      expect(section.examples.length, section.type).toBeGreaterThan(0);
      for (const example of section.examples) expect(catalog.blocks[example.block]?.type).toBe(section.type);
    }
    expect(catalog.catalog?.groups.map((group) => group.title)).toContain("Page frame");
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

  it("writes an object an example uses twice out in full, the same for the copy the validation cache keeps", () => {
    // The hosting-plans example gives two plans one action object.
    const body = render(catalog);
    expect(body).not.toMatch(/&amp;a\d|\*a\d/);
    expect(render(JSON.parse(JSON.stringify(catalog)) as PageData)).toBe(body);
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
      page: catalog,
      identity: { name: "Site", url: "https://site.example", locales: { en: "en_GB", es: "es_AR" }, sameAs: [] },
      structuredData: {},
      body: "",
      assets: { stylesheets: [], shell: "/shell.js", runtime: "/islands.js" },
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it("gives a repeated anchor a number, and never takes a section's id", () => {
    const used = new Set<string>();
    expect(uniqueAnchor({ type: "faq", id: "contact" }, used)).toEqual({ type: "faq", id: "contact" });
    expect(uniqueAnchor({ type: "faq", id: "contact" }, used)).toEqual({ type: "faq", id: "contact-2" });
    expect(uniqueAnchor({ type: "faq", id: "hero" }, used)).toEqual({ type: "faq", id: "hero-2" });
    expect(uniqueAnchor({ type: "faq" }, used)).toEqual({ type: "faq" });
  });

  it("fails on an example that no longer validates, naming its file, the example and where it starts", async () => {
    const { kit, context } = await projectBlockKit();
    // A hero schema that has lost every field but its type: each hero example has keys it no longer knows.
    const projectSchemas = createBlockSchemas(kit);
    const brokenHero = z.strictObject({ type: z.literal("hero") }) as unknown as z.ZodType<Block>;
    const schemas: BlockSchemas = { get: (type) => (type === "hero" ? brokenHero : projectSchemas.get(type)) };
    const [header, footer] = [catalog.blocks[0], catalog.blocks.at(-1)];
    if (header?.type !== "header" || footer?.type !== "footer") throw new Error("the catalog has lost its frame");
    const { page, errors } = await catalogPage(schemas, { lang: "en", header, footer }, context);
    expect(page).toBeUndefined();
    expect(new Set(errors.map((error) => error.file))).toEqual(new Set(["src/blocks/hero/example.ts"]));
    const reports = errors.map((error) => formatError(error).split("\n")[0] ?? "");
    expect(reports[0]).toMatch(
      /^src\/blocks\/hero\/example\.ts:5:5 error examples\[0\]\.\w+: hero example 1: unknown key/,
    );
    expect(reports.some((report) => /:\d+:5 error examples\[1\]\.\w+: hero example 2:/.test(report))).toBe(true);
  });
});
