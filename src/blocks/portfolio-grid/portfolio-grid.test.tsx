import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import PortfolioGrid, { island } from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("portfolio-grid");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

function parse(input: BlockInput<"portfolio-grid">) {
  const parsed = schemas.get("portfolio-grid")?.safeParse(input);
  if (parsed?.data?.type !== "portfolio-grid") throw new Error(JSON.stringify(parsed?.error?.issues));
  return parsed.data;
}
const [filtered, masonry] = examples as [BlockInput<"portfolio-grid">, BlockInput<"portfolio-grid">];

describe("portfolio-grid", () => {
  it("prerenders every entry (JavaScript off shows all) and the filters with All pressed", () => {
    const html = renderAt(<PortfolioGrid {...parse(filtered)} />);
    expect(openingTags(html, "li").filter((item) => item["data-slot"] === "entry")).toHaveLength(8);
    expect(html).not.toMatch(/<li[^>]*hidden/);
    const buttons = openingTags(html, "button");
    expect(buttons.map((button) => button["aria-pressed"])).toEqual(["true", "false", "false", "false", "false"]);
  });

  it("links each picture to its larger image and each name to /portfolio/{id}", () => {
    const html = renderAt(<PortfolioGrid {...parse(filtered)} />);
    const links = openingTags(html, "a").map((link) => link.href);
    expect(links.slice(0, 2)).toEqual(["/art/portfolio/1.svg", "/portfolio/1"]);
  });

  it("draws the masonry as links to the detail pages, with no island", () => {
    const props = parse(masonry);
    const html = renderAt(<PortfolioGrid {...props} />);
    expect(new Set(openingTags(html, "a").map((link) => link.href))).toEqual(
      new Set([46, 47, 48, 49, 50, 51].map((id) => `/portfolio/${id}`)),
    );
    expect(typeof island === "function" && island(props)).toBeNull();
    expect(typeof island === "function" && island(parse(filtered))).toBe("interaction");
  });

  it("with videos, names an entry with a video as a video link and adds a closed video window", () => {
    const props = parse({ ...filtered, entries: { from: "portfolio", range: [56, 60] }, videos: true });
    const html = renderAt(<PortfolioGrid {...props} />);
    const labels = openingTags(html, "a")
      .filter((link) => link["data-slot"] === "picture")
      .map((link) => link["aria-label"]);
    expect(labels).toContain("Play the video of Beacon Credit Union travel app");
    expect(labels).toContain("View Aurora Photography social media kit larger");
    expect(openingTags(html, "dialog")).toHaveLength(1);
  });
});
