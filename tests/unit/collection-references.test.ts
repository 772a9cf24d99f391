import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyRecords } from "../../schema/collections";
import { createBlockKit, type BlockContext } from "../../schema/kit/block-kit";

const post = (id: number) => ({
  id,
  title: `Post ${id}`,
  date: "1 May, 2026",
  tag: "Design" as const,
  description: "A post.",
});

function kitWithPosts(...ids: number[]) {
  const records = emptyRecords();
  const context: BlockContext = {
    images: new Map(),
    hosts: {},
    links: [],
    records: { ...records, blog: new Map(ids.map((id) => [id, post(id)])) },
    current: undefined,
  };
  return { context, kit: createBlockKit(context) };
}

describe("references to collection records", () => {
  it("resolve a list of ids, in the order given", () => {
    const { kit } = kitWithPosts(1, 2, 3);
    const parsed = kit.many("blog").parse({ from: "blog", ids: [3, 1] });
    expect(parsed.map((record) => record.id)).toEqual([3, 1]);
  });

  it("resolve a range of ids, both ends included", () => {
    const { kit } = kitWithPosts(5, 6, 7, 8);
    expect(
      kit
        .many("blog")
        .parse({ from: "blog", range: [6, 8] })
        .map((record) => record.id),
    ).toEqual([6, 7, 8]);
  });

  it("name a missing id at its place in the list", () => {
    const { kit } = kitWithPosts(1);
    const result = kit.many("blog").safeParse({ from: "blog", ids: [1, 99] });
    expect(result.error?.issues).toMatchObject([
      { path: ["ids", 1], message: "no blog record has id 99 (content/blog.yaml)" },
    ]);
  });

  it("resolve `current` to the record a per-record page is rendered for, and nowhere else", () => {
    const { kit, context } = kitWithPosts(4, 5);
    const schema = z.object({ post: kit.one("blog") });
    expect(schema.safeParse({ post: "current" }).success).toBe(false);
    context.current = { collection: "blog", id: 5 };
    expect(schema.parse({ post: "current" }).post.title).toBe("Post 5");
  });

  it("reject a reference to another collection", () => {
    const { kit } = kitWithPosts(1);
    expect(kit.one("blog").safeParse({ from: "testimonials", id: 1 }).success).toBe(false);
  });
});
