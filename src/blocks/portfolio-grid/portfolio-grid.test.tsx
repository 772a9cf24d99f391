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
/** The example of a variant, as its examples file writes it. */
function exampleOf(variant: string): BlockInput<"portfolio-grid"> {
  const example = examples.find((block) => (block.variant ?? "filter") === variant);
  if (!example) throw new Error(`no example of ${variant}`);
  return example;
}
const filtered = exampleOf("filter");
const masonry = exampleOf("masonry");

/** The example of a variant, drawn. */
function drawn(variant: string): string {
  return renderAt(<PortfolioGrid {...parse(exampleOf(variant))} />);
}

/** Each entry's slice of the drawn list: the HTML of one <li> each. */
const entryHtml = (html: string) => html.split(/<li /).slice(1);

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

  it("with videos, names an entry with a video as a video link, and draws no video window before one plays", () => {
    const props = parse({ ...filtered, entries: { from: "portfolio", range: [56, 60] }, videos: true });
    const html = renderAt(<PortfolioGrid {...props} />);
    const labels = openingTags(html, "a")
      .filter((link) => link["data-slot"] === "picture")
      .map((link) => link["aria-label"]);
    expect(labels).toContain("Play the video of Beacon Credit Union travel app");
    expect(labels).toContain("View Aurora Photography social media kit larger");
    expect(openingTags(html, "dialog")).toEqual([]);
  });

  it("has an example of every variant, each a different layout of the list", () => {
    const blocks = examples.map(parse);
    expect(new Set(blocks.map((block) => block.variant))).toEqual(
      new Set(["filter", "overlay", "list", "bleed", "columns", "featured", "masonry", "carousel"]),
    );
    const lists = blocks.map((block) => {
      const list = openingTags(renderAt(<PortfolioGrid {...block} />), "ul").at(-1);
      return [list?.class, list?.["data-layout"], list?.["data-captions"]].join(" | ");
    });
    expect(new Set(lists).size).toBe(blocks.length);
  });

  it("overlay: lays each caption over its picture, the picture still opening larger", () => {
    const html = drawn("overlay");
    expect(openingTags(html, "ul")[0]?.["data-captions"]).toBe("over");
    const captions = openingTags(html, "div").filter((tag) => tag["data-slot"] === "caption");
    expect(captions).toHaveLength(3);
    for (const caption of captions) expect(caption.class).toContain("absolute");
    expect(openingTags(html, "a").filter((link) => link["aria-label"]?.startsWith("View "))).toHaveLength(3);
  });

  it("list: gives each entry its facts where it has them, and a Read more link to its page", () => {
    const items = entryHtml(drawn("list"));
    expect(items).toHaveLength(2);
    // Entry 19 has project facts; entry 20 has none, and shows no empty list of them.
    expect(items[0]).toContain("<dt>Date</dt><dd>26 December, 2024</dd>");
    expect(items[0]).toContain("<dt>Client Name</dt>");
    expect(items[1]).not.toContain('data-slot="facts"');
    const more = items.map((item) => openingTags(item, "a").find((link) => link.class === "read-more"));
    expect(more.map((link) => link?.href)).toEqual(["/portfolio/19", "/portfolio/20"]);
    expect(items[0]).toMatch(/>Read more</);
  });

  it("bleed: sets the pictures edge to edge, with no card round them", () => {
    const html = drawn("bleed");
    const pictures = openingTags(html, "a").filter((link) => link["data-slot"] === "picture");
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture.class ?? "").not.toContain("rounded-card");
    expect(openingTags(html, "ul")[0]?.class).not.toMatch(/gap/);
  });

  it("columns: two to a row from 768 px, with the larger names", () => {
    const html = drawn("columns");
    expect(openingTags(html, "ul")[0]?.class).toContain("md:grid-cols-2");
    for (const name of openingTags(html, "h3")) expect(name.class).toContain("text-2xl");
  });

  it("featured: the first entry spans the row with its facts and link; the others show tag and name", () => {
    const items = entryHtml(drawn("featured"));
    expect(items).toHaveLength(5);
    expect(openingTags(`<li ${items[0]}`, "li")[0]?.class).toContain("md:col-span-full");
    expect(items[0]).toContain('data-slot="facts"');
    for (const item of items.slice(1)) {
      expect(item).not.toContain('data-slot="facts"');
      expect(item).not.toContain("read-more");
    }
  });

  it("carousel: every entry a slide of a looping strip, its pictures opening larger, with named arrows", () => {
    const html = drawn("carousel");
    const track = openingTags(html, "ul")[0];
    expect(track?.class).toContain("keen-slider");
    expect(track?.["data-layout"]).toBe("carousel");
    const slides = openingTags(html, "li").filter((item) => item["data-slot"] === "entry");
    expect(slides).toHaveLength(6);
    for (const slide of slides) expect(slide.class).toBe("group");
    expect(openingTags(html, "a").filter((link) => link["aria-label"]?.startsWith("View "))).toHaveLength(6);
    expect(openingTags(html, "button").map((button) => button["aria-label"])).toEqual([
      "Previous projects",
      "Next projects",
    ]);
  });

  it("refuses filter tabs on a carousel, whose strip they would leave with gaps", () => {
    const result = schemas.get("portfolio-grid")?.safeParse({
      ...exampleOf("carousel"),
      filters: [
        { label: "All", value: "*" },
        { label: "Design", value: "design" },
      ],
    });
    expect(result?.success).toBe(false);
    expect(result?.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["filters", "a carousel has no filter tabs; remove filters, or pick a variant that shows them, such as filter"],
    ]);
  });

  it("every variant but the masonry starts an island, for its filters, lightbox or slider", () => {
    for (const variant of ["overlay", "list", "bleed", "columns", "featured", "carousel"]) {
      expect(typeof island === "function" && island(parse(exampleOf(variant)))).toBe("interaction");
    }
  });
});
