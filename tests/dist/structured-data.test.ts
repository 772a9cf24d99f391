import { describe, expect, it } from "vitest";
import { builtPages, readBuilt } from "./built-site";
import { pageGraph } from "./schema-org";

/** The JSON-LD of a page, parsed. */
function structuredDataOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

const typesOf = (file: string) => {
  const [graph] = structuredDataOf(readBuilt(file));
  return graph === undefined ? [] : pageGraph.parse(graph)["@graph"].map((node) => node["@type"]);
};

describe("structured data", () => {
  it.each(builtPages)("dist/%s: at most one JSON-LD graph, of schema.org types as Google describes them", (file) => {
    const html = readBuilt(file);
    const graphs = structuredDataOf(html);
    expect(graphs.length).toBeLessThanOrEqual(1);
    if (graphs.length === 0) return;
    const result = pageGraph.safeParse(graphs[0]);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    // "<" never appears raw inside the script, so no text can end it early.
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(typesOf(file).filter((type) => type === "Organization").length).toBeLessThanOrEqual(1);
  });

  it("describes the site's organisation on the home page and on each post, whose publisher it is", () => {
    expect(typesOf("index.html")).toContain("Organization");
    for (const file of builtPages.filter((page) => /^blog\/\d+\/index\.html$/.test(page)))
      expect(typesOf(file), file).toContain("Organization");
    expect(typesOf("pages-menu/faq/index.html")).not.toContain("Organization");
  });

  it("describes each blog post, the FAQ and the breadcrumb trails", () => {
    const posts = builtPages.filter((file) => /^blog\/\d+\/index\.html$/.test(file));
    expect(posts).toHaveLength(38);
    for (const file of posts) expect(typesOf(file), file).toContain("BlogPosting");
    expect(typesOf("pages-menu/faq/index.html")).toContain("FAQPage");
    // The about page's accordion holds the studio's ways of working, not questions.
    expect(typesOf("pages-menu/about-us-v1/index.html")).not.toContain("FAQPage");
    expect(typesOf("pages-menu/about-us-v1/index.html")).toContain("BreadcrumbList");
    expect(typesOf("home/seo-agency/index.html")).not.toContain("BlogPosting");
  });
});
