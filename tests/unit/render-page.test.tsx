import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { renderPage } from "../../src/render/render-page";
import { openingTags } from "../helpers/html-tags";
import { testContext, testMenu } from "../helpers/render-block";
import { projectBlockKit } from "../helpers/site-kit";
import { examplesOf } from "../helpers/block-examples";
import { shippedPalette } from "../helpers/shipped-palette";

const heroExamples = examplesOf("hero");
const notFoundExamples = examplesOf("not-found");
const splitFeatureExamples = examplesOf("split-feature");

let blocks: { heroWithVideo: Block; heroWithSearch: Block; notFound: Block; splitFeature: Block };
beforeAll(async () => {
  const schemas = createBlockSchemas((await projectBlockKit()).kit);
  const parse = (input: unknown) => {
    const parsed = schemas.get((input as { type: string }).type)?.safeParse(input);
    if (!parsed?.success) throw new Error(`example does not validate: ${JSON.stringify(parsed?.error?.issues)}`);
    return parsed.data;
  };
  blocks = {
    heroWithVideo: parse({ ...heroExamples[0], heading: "Escape </script><script>alert(1)</script> {here}" }),
    heroWithSearch: parse(heroExamples[1]),
    notFound: parse(notFoundExamples[0]),
    splitFeature: parse(splitFeatureExamples[0]),
  };
});

const page = (pageBlocks: Block[]): PageData => ({
  route: "/",
  title: "Test",
  description: "Test page.",
  lang: "en",
  theme: "brand",
  palette: shippedPalette("brand"),
  translations: {},
  blocks: pageBlocks,
});

const render = (pageBlocks: Block[]) =>
  renderPage({
    page: page(pageBlocks),
    context: testContext,
    menu: testMenu,
    componentUrl: (type) => `/chunks/${type}.js`,
  });

describe("the generic renderer", () => {
  it("draws a static block as plain HTML, with nothing for the browser to start", () => {
    const { body, islandTypes } = render([blocks.notFound, blocks.heroWithSearch]);
    expect(islandTypes).toEqual([]);
    expect(body).not.toContain("<bp-island");
    expect(body).toContain('data-block="not-found"');
    expect(body).toContain("<main");
  });

  it("wraps a block with behaviour as an island: its start, its code, and its props beside it, escaped", () => {
    const { body, islandTypes } = render([blocks.heroWithVideo]);
    expect(islandTypes).toEqual(["hero"]);
    const [island] = openingTags(body, "bp-island");
    expect(island).toMatchObject({
      "data-type": "hero",
      "data-start": "interaction",
      "data-component": "/chunks/hero.js",
    });
    const props = /<script type="application\/json" data-island-props>(.*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(props).not.toContain("</script>");
    expect(JSON.parse(props)).toEqual(blocks.heroWithVideo);
    // The heading text is in the HTML, escaped as text, whatever it says.
    expect(body).toContain("Escape &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("gives each block its own id prefix, so ids never repeat on a page", () => {
    const { body } = render([blocks.heroWithSearch, blocks.heroWithSearch]);
    const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("loads the pictures of the two blocks that open the page at once, and every later one lazily", () => {
    const { body } = render([blocks.heroWithVideo, blocks.splitFeature, blocks.splitFeature, blocks.splitFeature]);
    const [island] = openingTags(body, "bp-island");
    // The island is told again in the browser, so that it hydrates to the same HTML.
    expect(island).toHaveProperty("data-opens-page");
    const splitFeatureImages = body
      .split('data-block="split-feature"')
      .slice(1)
      .map((html) => /<img [^>]*loading="(\w+)"/.exec(html)?.[1]);
    expect(splitFeatureImages).toEqual(["eager", "lazy", "lazy"]);
  });
});
