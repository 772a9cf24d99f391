import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyRecords } from "../../schema/collections";
import { createBlockKit } from "../../schema/kit/block-kit";
import { type CurrentRecord, createValidationContext, validateInContext } from "../../schema/kit/validation-context";
import { inputLimits } from "../../src/engine/read/input-limits";

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
    validateInContext(schema, { href: "/a" }, first);
    validateInContext(schema, { href: "/b" }, second);
    expect(first.links).toEqual([{ href: "/a", target: { kind: "path", path: "/a" } }]);
    expect(second.links).toEqual([{ href: "/b", target: { kind: "path", path: "/b" } }]);
  });

  it("refuse a range wider than a block may show, even within the collection, before listing its ids", () => {
    const ids = Array.from({ length: inputLimits.recordsPerReference + 1 }, (_, index) => index + 1);
    const kit = createBlockKit(contextWithPosts(ids));
    const result = kit.many("blog").safeParse({ from: "blog", range: [1, ids.length] });
    expect(result.error?.issues).toMatchObject([
      { path: ["range"], message: "the range [1, 1001] spans 1,001 ids; a block shows at most 1,000 records" },
    ]);
    expect(kit.many("blog").safeParse({ from: "blog", range: [1, ids.length - 1] }).success).toBe(true);
  });

  it("answer a range of billions of ids at once, with no list made of it", () => {
    const kit = createBlockKit(contextWithPosts([1, 2]));
    const started = performance.now();
    const results = [
      kit.many("blog").safeParse({ from: "blog", range: [1, Number.MAX_SAFE_INTEGER] }),
      kit.many("blog").safeParse({ from: "blog", range: [Number.MAX_SAFE_INTEGER, 1] }),
    ];
    expect(performance.now() - started).toBeLessThan(100);
    expect(results.map((result) => result.error?.issues[0]?.message)).toEqual([
      "the range [1, 9007199254740991] spans 9,007,199,254,740,991 ids, but content/blog.yaml holds 2 records",
      "the range [9007199254740991, 1] runs backwards; write the lower id first: [1, 9007199254740991]",
    ]);
  });

  it("refuse a range over a collection that could not be read only past the limit, and show nothing of it", () => {
    const context = createValidationContext({ unreadableRecords: new Map([["blog", "all"]]) });
    const many = createBlockKit(context).many("blog");
    expect(many.safeParse({ from: "blog", range: [1, 5] }).data).toEqual([]);
    expect(many.safeParse({ from: "blog", range: [1, 1_000_000] }).success).toBe(false);
  });

  it("reject a reference to another collection", () => {
    const kit = createBlockKit(contextWithPosts([1]));
    expect(kit.one("blog").safeParse({ from: "testimonials", id: 1 }).success).toBe(false);
  });
});
