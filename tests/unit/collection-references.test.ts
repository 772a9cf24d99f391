import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyRecords } from "../../schema/collections";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext, type CurrentRecord } from "../../schema/kit/validation-context";
import { validateInContext } from "../../src/engine/validate-in-context";

const post = (id: number) => ({
  id,
  title: `Post ${id}`,
  date: "1 May, 2026",
  tag: "Design" as const,
  description: "A post.",
});

function contextWithPosts(ids: number[], current?: CurrentRecord) {
  const records = { ...emptyRecords(), blog: new Map(ids.map((id) => [id, post(id)])) };
  return createValidationContext({ records, current });
}

describe("references to collection records", () => {
  it("resolve a list of ids, in the order given", () => {
    const kit = createBlockKit(contextWithPosts([1, 2, 3]));
    const parsed = kit.many("blog").parse({ from: "blog", ids: [3, 1] });
    expect(parsed.map((record) => record.id)).toEqual([3, 1]);
  });

  it("resolve a range of ids, both ends included", () => {
    const kit = createBlockKit(contextWithPosts([5, 6, 7, 8]));
    const parsed = kit.many("blog").parse({ from: "blog", range: [6, 8] });
    expect(parsed.map((record) => record.id)).toEqual([6, 7, 8]);
  });

  it("name a missing id at its place in the list", () => {
    const kit = createBlockKit(contextWithPosts([1]));
    const result = kit.many("blog").safeParse({ from: "blog", ids: [1, 99] });
    expect(result.error?.issues).toMatchObject([
      { path: ["ids", 1], message: "no blog record has id 99 (content/blog.yaml)" },
    ]);
  });

  it("do not report a record whose own entry could not be read", () => {
    const context = createValidationContext({ unreadableRecords: new Map([["blog", new Set([99])]]) });
    expect(
      createBlockKit(context)
        .many("blog")
        .safeParse({ from: "blog", ids: [99] }).success,
    ).toBe(true);
  });

  it("resolve `current` to the record a per-record page is validated for, and nowhere else", () => {
    const kit = createBlockKit(contextWithPosts([4, 5]));
    const schema = z.object({ post: kit.one("blog") });
    expect(validateInContext(schema, { post: "current" }, contextWithPosts([4, 5])).success).toBe(false);
    const onPostPage = validateInContext(
      schema,
      { post: "current" },
      contextWithPosts([4, 5], { collection: "blog", id: 5 }),
    );
    expect(onPostPage.data?.post.title).toBe("Post 5");
    const onOtherPage = validateInContext(
      schema,
      { post: "current" },
      contextWithPosts([4, 5], { collection: "testimonials", id: 5 }),
    );
    expect(onOtherPage.error?.issues[0]?.message).toMatch(/"current" stands for the blog record/);
  });

  it("give each document its own context: links and ids are noted in the one being validated", () => {
    const kit = createBlockKit(createValidationContext());
    const schema = z.object({ href: kit.link() });
    const first = createValidationContext();
    const second = createValidationContext();
    validateInContext(schema, { href: "/a" }, first, ["blocks", 0]);
    validateInContext(schema, { href: "/b" }, second);
    expect(first.links).toEqual([{ href: "/a", path: ["blocks", 0, "href"] }]);
    expect(second.links).toEqual([{ href: "/b", path: ["href"] }]);
  });

  it("reject a reference to another collection", () => {
    const kit = createBlockKit(contextWithPosts([1]));
    expect(kit.one("blog").safeParse({ from: "testimonials", id: 1 }).success).toBe(false);
  });
});
