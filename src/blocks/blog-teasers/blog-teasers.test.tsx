import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import BlogTeasers, { island } from ".";

let kit: Awaited<ReturnType<typeof projectBlockKit>>;
let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  kit = await projectBlockKit();
  schemas = createBlockSchemas(kit.kit);
});

function render(input: BlockInput<"blog-teasers">) {
  const parsed = schemas.get("blog-teasers")?.safeParse(input);
  if (parsed?.data?.type !== "blog-teasers") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<BlogTeasers {...parsed.data} />);
}

const teasers: BlockInput<"blog-teasers"> = {
  type: "blog-teasers",
  heading: "From the blog",
  posts: { from: "blog", ids: [33, 34, 35] },
};

describe("blog-teasers", () => {
  it("shows the chosen posts in order, each title and read-more link going to /blog/{id}", () => {
    const html = render(teasers);
    const links = openingTags(html, "a").map((link) => link.href);
    expect(links).toEqual(["/blog/33", "/blog/33", "/blog/34", "/blog/34", "/blog/35", "/blog/35"]);
    const titles = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((match) =>
      (match[1] ?? "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
    );
    expect(titles).toEqual([33, 34, 35].map((id) => kit.context.records.blog.get(id)?.title));
  });

  it("labels each read-more link with the YAML text and ties it to its post's title", () => {
    const html = render({ ...teasers, readMore: "Keep reading" });
    const readMore = openingTags(html, "a").filter((link) => "aria-describedby" in link);
    const titles = openingTags(html, "h3").map((heading) => heading.id);
    expect(readMore.map((link) => link["aria-describedby"])).toEqual(titles);
    expect(html.match(/Keep reading/g)).toHaveLength(3);
  });

  it("shows each post's tag and date", () => {
    const html = render(teasers);
    const post = kit.context.records.blog.get(35);
    expect(html).toContain(`data-slot="tag">${post?.tag}</span>`);
    expect(html).toContain(post?.date);
  });

  it("adds the more button only when the YAML has one", () => {
    expect(render(teasers)).not.toContain('data-slot="action"');
    const html = render({ ...teasers, more: { label: "All articles", href: "/blog/blog-v1" } });
    const [button] = openingTags(html, "a").filter((link) => link["data-slot"] === "action");
    expect(button).toMatchObject({ href: "/blog/blog-v1" });
    expect(html).toMatch(/data-slot="action">All articles/);
  });

  it("gives posts with a video a play button and a closed video window, and then starts on first use", () => {
    const stories: BlockInput<"blog-teasers"> = { ...teasers, posts: { from: "blog", ids: [37, 28] }, videos: true };
    const html = render(stories);
    const buttons = openingTags(html, "button");
    expect(buttons.filter((button) => button["data-slot"] === "play").map((button) => button["aria-label"])).toEqual([
      "Play the video",
    ]);
    expect(html).not.toContain("<iframe");
    expect(openingTags(html, "a").filter((link) => link.href === "/blog/28")).toHaveLength(2);
    const parsed = schemas.get("blog-teasers")?.parse(stories);
    if (parsed?.type !== "blog-teasers") throw new Error("not parsed");
    expect(island).toBeTypeOf("function");
    if (typeof island === "function") {
      expect(island(parsed)).toBe("interaction");
      expect(island({ ...parsed, videos: false })).toBeNull();
    }
  });

  it("stays static without videos", () => {
    const html = render(teasers);
    expect(html).not.toContain('data-slot="play"');
    expect(html).not.toContain("<dialog");
  });
});
