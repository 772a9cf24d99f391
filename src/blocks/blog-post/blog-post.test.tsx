import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import BlogPost from ".";
import { examplesOf } from "../../../tests/helpers/block-examples";

const examples = examplesOf("blog-post");

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

function parse(input: BlockInput<"blog-post">) {
  const parsed = schemas.get("blog-post")?.safeParse(input);
  if (parsed?.data?.type !== "blog-post") throw new Error(JSON.stringify(parsed?.error?.issues));
  return parsed.data;
}
const [example] = examples as [BlockInput<"blog-post">];

describe("blog-post", () => {
  it("shows the title as the h1, the byline and date, the picture, the tags and the two comments with Reply links", () => {
    const props = parse(example);
    const html = renderAt(<BlogPost {...props} />);
    expect(html).toMatch(/<h1[^>]*>Five SEO habits that still matter this year<\/h1>/);
    expect(html).toContain("By Admin");
    expect(html).toContain(props.post.date);
    expect(openingTags(html, "img").map((image) => image.src)).toContain("/art/blog/1.svg");
    for (const tag of ["business", "makreting", "tips"]) expect(html).toContain(`>${tag}</span>`);
    expect(html).toContain(">2 Comments</h2>");
    expect(html.match(/>Reply<\/a>/g)).toHaveLength(2);
  });

  it("reads the post's own body and pull quote, and the comments written on it", () => {
    const props = parse(example);
    const html = renderAt(<BlogPost {...props} />);
    for (const paragraph of props.post.body ?? []) expect(html).toContain(`<p>${paragraph}</p>`);
    expect(html).toMatch(new RegExp(`<blockquote[^>]*>.*<p>${props.post.quote ?? "no quote"}</p></blockquote>`));
    expect(props.comments?.items.map((comment) => comment.post)).toEqual([1, 1]);
    for (const comment of props.comments?.items ?? []) expect(html).toContain(comment.text);
  });

  it("renders well without a picture", () => {
    const props = parse(example);
    const html = renderAt(<BlogPost {...props} post={{ ...props.post, image: undefined }} />);
    expect(html).not.toContain("/art/blog/1.svg");
    expect(html).toMatch(/<h1/);
    expect(html).toContain(props.post.description);
  });
});
