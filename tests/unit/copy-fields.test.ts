import { beforeAll, describe, expect, it } from "vitest";
import { projectBlockKit } from "../helpers/site-kit";
import { blogCollection } from "../../schema/collections/blog";
import { commentsCollection } from "../../schema/collections/comments";
import { testimonialsCollection } from "../../schema/collections/testimonials";

let project: Awaited<ReturnType<typeof projectBlockKit>>;
beforeAll(async () => {
  project = await projectBlockKit();
});

const post = {
  id: 1,
  title: "A post",
  date: "9 January, 2025",
  tag: "Design",
  description: "What the post is about.",
  body: ["First.", "Second.", "Third."],
  quote: "A line worth repeating.",
};
const comment = {
  id: 1,
  post: 1,
  person: 52,
  date: "14 January, 2025 at 9:42 am",
  text: "Useful.",
};
const testimonial = {
  id: 1,
  person: 24,
  role: "Long-term investor",
  text: "Clear fees.",
  demo: "crypto",
};

const issueMessages = (result: { error?: { issues: readonly { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe("a post's own body, its comments and testimonials by demo", () => {
  it("takes a body of three to five paragraphs and a pull quote on a post", () => {
    const record = blogCollection.record(project.kit);
    expect(record.safeParse(post).success).toBe(true);
    expect(record.safeParse({ ...post, body: ["One.", "Two."] }).success).toBe(false);
    expect(record.safeParse({ ...post, body: ["1", "2", "3", "4", "5", "6"] }).success).toBe(false);
    expect(record.safeParse({ ...post, quote: "" }).success).toBe(false);
  });

  it("ties a comment to its post and reads its date and time as shown", () => {
    const record = commentsCollection.record(project.kit);
    expect(record.safeParse(comment).success).toBe(true);
    expect(record.safeParse({ ...comment, post: undefined }).success).toBe(false);
    for (const date of ["14 January, 2025", "2025-01-14 09:42", "14 January, 2025 at 13:42 pm"]) {
      expect(issueMessages(record.safeParse({ ...comment, date })).join(), date).toContain("12 March, 2025 at 9:30 am");
    }
  });

  it("names the demo a testimonial was written for", () => {
    const record = testimonialsCollection.record(project.kit);
    expect(record.safeParse(testimonial).success).toBe(true);
    expect(record.safeParse({ ...testimonial, demo: undefined }).success).toBe(false);
    expect(record.safeParse({ ...testimonial, demo: "bakery" }).success).toBe(false);
  });

  it("picks the comments on a post by the post's id, in the file's order", () => {
    const comments = project.kit.commentsOn().parse({ from: "comments", post: 3 });
    expect(comments.map((item) => item.post)).toEqual([3, 3]);
    expect(comments[0]?.text).toContain("width and height");
    expect(project.kit.commentsOn().safeParse({ from: "comments", post: 999 }).success).toBe(false);
    expect(project.kit.commentsOn().safeParse({ from: "comments", post: "current" }).success).toBe(false);
  });
});
