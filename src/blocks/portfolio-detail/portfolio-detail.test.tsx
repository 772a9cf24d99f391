import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import PortfolioDetail from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("portfolio-detail");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

const [example] = examples as [BlockInput<"portfolio-detail">];
function render(id: number) {
  const parsed = schemas.get("portfolio-detail")?.safeParse({ ...example, entry: { from: "portfolio", id } });
  if (parsed?.data?.type !== "portfolio-detail") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<PortfolioDetail {...parsed.data} />);
}

describe("portfolio-detail", () => {
  it("shows the tag and name as the heading, and three copies of the picture in the carousel", () => {
    const html = render(1);
    expect(html).toMatch(/data-slot="tag">Mobile App</);
    expect(html).toMatch(/<h1[^>]*>Lumen Bank banking app<\/h1>/);
    const slides = openingTags(html, "li").filter((item) => item["data-slot"] === "slide");
    expect(slides).toHaveLength(3);
    expect(openingTags(html, "img").filter((image) => image.src === "/art/portfolio/1.svg")).toHaveLength(3);
    expect(openingTags(html, "button").map((button) => button["aria-label"])).toEqual([
      "Previous picture",
      "Next picture",
    ]);
  });

  it("lists Date, Client Name and Project Type only for an entry with project info", () => {
    expect(render(1)).toMatch(/<dt[^>]*>Date<\/dt>/);
    expect(render(1)).toContain("Client Name");
    const without = render(4);
    expect(without).not.toContain('data-slot="facts"');
    expect(without).not.toContain("Client Name");
  });

  it("links each of the three gallery pictures to its larger image", () => {
    const links = openingTags(render(1), "a").filter((link) => link["aria-label"]?.startsWith("View larger"));
    expect(links.map((link) => link.href)).toEqual([
      "/art/portfolio/2.svg",
      "/art/portfolio/3.svg",
      "/art/portfolio/4.svg",
    ]);
  });
});
