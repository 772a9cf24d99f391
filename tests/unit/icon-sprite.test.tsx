import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { htmlDocument } from "../../src/engine/render/html-document";
import { renderPage } from "../../src/render/render-page";
import { exampleOf } from "../helpers/block-examples";
import { testContext, testMenu } from "../helpers/render-block";
import { projectBlockKit } from "../helpers/site-kit";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

let blocks: Block[];
beforeAll(async () => {
  const schemas = createBlockSchemas((await projectBlockKit()).kit);
  const parse = (input: { type: string }) => {
    const parsed = schemas.get(input.type)?.safeParse(input);
    if (!parsed?.success) throw new Error(`example of ${input.type} does not validate`);
    return parsed.data;
  };
  // A menu with its chevrons, an island (pricing plans), a comparison table of checks and crosses, and
  // a footer with social icons.
  blocks = [
    exampleOf("header", 0),
    exampleOf("pricing-plans", 0),
    exampleOf("comparison-table", 0),
    exampleOf("footer", 0),
  ].map(parse);
});

const page = (pageBlocks: Block[]): PageData => ({
  route: "/",
  title: "Icons",
  description: "A page with icons.",
  lang: "en",
  theme: "brand",
  palette: shippedPalette("brand"),
  translations: {},
  blocks: pageBlocks,
});

function renderDocument(pageBlocks: Block[]): string {
  const rendered = renderPage({
    page: page(pageBlocks),
    context: testContext,
    menu: testMenu,
    componentUrl: (type) => `/${type}.js`,
  });
  return htmlDocument({
    page: page(pageBlocks),
    identity: testIdentity(),
    body: rendered.body,
    iconSprite: rendered.iconSprite,
    assets: { stylesheets: [], shell: "/shell.js", runtime: "/islands.js" },
    structuredData: {},
  });
}

/** Each icon the page shows, by its name, once for every time it is shown. */
const shownIcons = (html: string) => [...html.matchAll(/<use href="#_([^"]+)"/g)].map((match) => match[1]);
const symbolIds = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the icon sprite", () => {
  it("holds the symbol of each icon the page shows exactly once, and no other", () => {
    const html = renderDocument(blocks);
    const shown = shownIcons(html);
    expect(shown.length).toBeGreaterThan(new Set(shown).size);
    const symbols = symbolIds(html);
    expect(symbols).toHaveLength(new Set(symbols).size);
    expect(new Set(symbols)).toEqual(new Set(shown.map((name) => `_${name}`)));
  });

  it("draws every icon as a reference to its symbol, not as its own paths", () => {
    const html = renderDocument(blocks);
    const icons = [...html.matchAll(/<svg [^>]*>(<use [^>]*>)?(.*?)<\/svg>/g)].filter(([svg]) => svg.includes("<use "));
    expect(icons.length).toBeGreaterThan(0);
    for (const [, use, inside] of icons) {
      expect(use).toMatch(/^<use href="#_[a-z0-9-]+">$/);
      expect(inside).toBe("</use>");
    }
  });

  it("is written once, as the body's first element, and holds the icons' paths", () => {
    const html = renderDocument(blocks);
    expect(html).toMatch(/<body>\s*<div hidden=""><svg id="sprite_icons" aria-hidden="true"><symbol /);
    expect(html.match(/id="sprite_icons"/g)).toHaveLength(1);
    expect(html).toContain('<symbol id="_chevron-down" viewBox="0 0 24 24"');
    expect(html).toContain('<path d="M6 9l6 6 6-6"></path>');
  });

  it("holds nothing but the back-to-top arrow on a page without blocks", () => {
    expect(symbolIds(renderDocument([]))).toEqual(["_arrow-up"]);
  });
});
