import { describe, expect, it } from "vitest";
import type { Block } from "../../schema/blocks";
import type { PageData } from "../../schema/page";
import { htmlDocument } from "../../src/engine/render/html-document";
import { isoDate } from "../../schema/collections/blog";
import { structuredData } from "../../src/engine/render/page-head";
import { pageGraph } from "../dist/schema-org";
import { shippedPalette } from "../helpers/shipped-palette";
import { testIdentity } from "../helpers/test-identity";

const identity = testIdentity({ logo: "/favicon.svg", sameAs: ["https://x.com/brightline"] });

const page = (blocks: Block[], route = "/pages-menu/faq"): PageData => ({
  route,
  title: "FAQ",
  description: "Questions.",
  lang: "en",
  theme: "brand",
  palette: shippedPalette("brand"),
  translations: {},
  blocks,
});

const faq = (question: string, answer: string, faqPage = true): Block => ({
  type: "faq",
  heading: "Questions",
  items: [{ question, answer }],
  open: 1,
  faqPage,
  variant: "cards",
  surface: "plain",
});

describe("structured data", () => {
  it("turns the blog's dates into ISO dates", () => {
    expect(isoDate("9 January, 2025")).toBe("2025-01-09");
    expect(isoDate("31 December, 2026")).toBe("2026-12-31");
    expect(() => isoDate("January 9, 2025")).toThrow();
  });

  it("gathers every FAQ block of a page into one FAQPage, and is valid by Google's rules", () => {
    const data = structuredData({
      page: page([faq("Why?", "Because."), faq("How much?", "Less than <b>you</b> think.")]),
      identity,
    });
    const graph = pageGraph.parse(data)["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["FAQPage"]);
    const faqPage = graph[0];
    expect(faqPage?.["@type"] === "FAQPage" && faqPage.mainEntity.map((question) => question.name)).toEqual([
      "Why?",
      "How much?",
    ]);
  });

  it("leaves out an accordion of topics that are not questions, and says nothing when it is the page's only one", () => {
    const topics = faq("Strategy that starts with your customers", "We interview them first.", false);
    const graph = pageGraph.parse(structuredData({ page: page([topics, faq("Why?", "Because.")]), identity }))[
      "@graph"
    ];
    const faqPage = graph[0];
    expect(faqPage?.["@type"] === "FAQPage" && faqPage.mainEntity.map((question) => question.name)).toEqual(["Why?"]);
    expect(structuredData({ page: page([topics]), identity })).toBeUndefined();
  });

  it("gives each crumb its absolute address, and the last one the page's own", () => {
    const banner: Block = {
      type: "page-banner",
      heading: "FAQ",
      breadcrumbs: [{ label: "Home", href: "/" }, { label: "Help", href: "/pages-menu/help" }, { label: "FAQ" }],
    };
    const data = structuredData({ page: page([banner]), identity });
    const trail = pageGraph.parse(data)["@graph"].find((node) => node["@type"] === "BreadcrumbList");
    expect(trail?.["@type"] === "BreadcrumbList" && trail.itemListElement.map((crumb) => crumb.item)).toEqual([
      "https://www.brightline.example/",
      "https://www.brightline.example/pages-menu/help",
      "https://www.brightline.example/pages-menu/faq",
    ]);
  });

  it("describes the site's organisation on the home page and where a node names it, and says nothing of a page with nothing to say", () => {
    const types = (data: unknown) => pageGraph.parse(data)["@graph"].map((node) => node["@type"]);
    expect(types(structuredData({ page: page([], "/"), identity }))).toEqual(["Organization"]);
    expect(types(structuredData({ page: page([faq("Why?", "Because.")], "/"), identity }))).toEqual([
      "Organization",
      "FAQPage",
    ]);
    expect(structuredData({ page: page([]), identity })).toBeUndefined();
    const html = htmlDocument({
      page: page([]),
      identity,
      body: "",
      assets: { stylesheets: [], shell: "/s.js", runtime: "/r.js" },
      structuredData: structuredData({ page: page([]), identity }),
    });
    expect(html).not.toContain("application/ld+json");
  });

  it("escapes < in the page's JSON-LD, so no text from the YAML can close its script", () => {
    const hostile = page([faq("</script><script>alert(1)</script>", "x")]);
    const html = htmlDocument({
      page: hostile,
      identity,
      body: "",
      assets: { stylesheets: [], shell: "/s.js", runtime: "/r.js" },
      structuredData: structuredData({ page: hostile, identity }),
    });
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(JSON.stringify(JSON.parse(script))).toContain("</script><script>alert(1)</script>");
  });
});
