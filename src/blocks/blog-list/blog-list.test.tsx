import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import BlogList, { island } from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("blog-list");

let kit: Awaited<ReturnType<typeof projectBlockKit>>;
let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  kit = await projectBlockKit();
  schemas = createBlockSchemas(kit.kit);
});

function parse(input: BlockInput<"blog-list">) {
  const parsed = schemas.get("blog-list")?.safeParse(input);
  if (parsed?.data?.type !== "blog-list") throw new Error(JSON.stringify(parsed?.error?.issues));
  return parsed.data;
}
const render = (input: BlockInput<"blog-list">) => renderAt(<BlogList {...parse(input)} />);

const [withSidebar, tiles] = examples as [BlockInput<"blog-list">, BlockInput<"blog-list">];

describe("blog-list", () => {
  it("links every card to /blog/{id}, in the order of the slice", () => {
    const html = render({ type: "blog-list", posts: { from: "blog", range: [7, 11] } });
    const links = [...new Set(openingTags(html, "a").map((link) => link.href))];
    expect(links).toEqual(["/blog/7", "/blog/8", "/blog/9", "/blog/10", "/blog/11"]);
  });

  it("shows pagination 1 to 4, an ellipsis, Last and an arrow, with page 1 current", () => {
    const html = render(withSidebar);
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)/g)].map((match) => match[1]);
    expect(buttons.slice(0, 5)).toEqual(["1", "2", "3", "4", "Last"]);
    expect(html).toContain("…");
    expect(html).toMatch(/aria-label="Next page"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
  });

  it("starts an island only when it has pagination", () => {
    expect(typeof island === "function" && island(parse(withSidebar))).toBe("interaction");
    expect(typeof island === "function" && island(parse(tiles))).toBeNull();
  });

  it("has a sidebar whose search logs and stays, categories with their counts, and three recent posts", () => {
    const html = render(withSidebar);
    expect(html).toMatch(/<form role="search" data-stay="log"/);
    for (const [name, count] of [
      ["Digital", 3],
      ["Marketing", 4],
      ["Design", 2],
      ["WordPress", 8],
      ["Plugin", 5],
    ]) {
      expect(html).toMatch(new RegExp(`${name}</span><span[^>]*>\\(${count}\\)`));
    }
    expect(html).toMatch(/data-slot="recent"/);
    expect(html).toContain(">Download");
  });

  it("prefixes a Design post's date with Featured - and any other with Created on -", () => {
    const html = render(tiles);
    for (const id of [20, 21, 22, 23, 24, 25]) {
      const post = kit.context.records.blog.get(id);
      const prefix = post?.tag === "Design" ? "Featured -" : "Created on -";
      expect(html).toContain(`${prefix} ${post?.date}`);
    }
  });

  it("renders a post without an image", () => {
    const parsed = parse(tiles);
    const [first] = parsed.posts;
    if (!first) throw new Error("no post");
    const html = renderAt(<BlogList {...parsed} posts={[{ ...first, image: undefined }]} />);
    expect(html).not.toContain("<img");
    expect(html).toContain(first.title.replace(/'/g, "&#x27;"));
  });
});
