import { describe, expect, it } from "vitest";
import { blocks, frameOf, openGraphTypeOf, type Block } from "../../schema/blocks";
import { frameTypes } from "../../src/blocks/registry";
import { structuredData } from "../../src/engine/render/page-head";
import { pageGraph } from "../dist/schema-org";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

describe("what a block's definition says of its place on the page", () => {
  it("names the blocks that frame a page, and the renderer's list of them is the definitions'", () => {
    expect(frameOf("header")).toBe("top");
    expect(frameOf("footer")).toBe("bottom");
    expect(frameOf("faq")).toBeUndefined();
    expect([...frameTypes].sort()).toEqual(blocks.filter((block) => block.frame).map((block) => block.type));
  });

  it("makes a page an article only when one of its blocks says so", () => {
    expect(openGraphTypeOf([{ type: "page-banner", heading: "FAQ" }])).toBe("website");
    expect(blocks.filter((block) => block.openGraphType).map((block) => block.type)).toEqual(["blog-post"]);
  });

  it("adds each block type's JSON-LD once, with all its blocks, in the order of the types' names", () => {
    const banner: Block = {
      type: "page-banner",
      heading: "FAQ",
      breadcrumbs: [{ label: "Home", href: "/" }, { label: "FAQ" }],
    };
    const faq = (question: string): Block => ({
      type: "faq",
      heading: "Questions",
      items: [{ question, answer: "Yes." }],
      open: 1,
      faqPage: true,
      variant: "cards",
      surface: "plain",
    });
    const page = {
      route: "/faq",
      title: "FAQ",
      description: "Questions.",
      lang: "en" as const,
      theme: "brand" as const,
      palette: shippedPalette("brand"),
      translations: {},
      blocks: [banner, faq("Why?"), faq("How?")],
    };
    const graph = pageGraph.parse(structuredData({ page, identity: testIdentity() }))["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["FAQPage", "BreadcrumbList"]);
    const questions = graph[0]?.["@type"] === "FAQPage" ? graph[0].mainEntity.map((question) => question.name) : [];
    expect(questions).toEqual(["Why?", "How?"]);
  });
});
