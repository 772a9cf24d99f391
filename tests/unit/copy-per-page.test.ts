import { beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import type { BlogPost, Testimonial } from "../../schema/collections";
import { isoDate } from "../../schema/collections/blog";
import type { TestimonialDemo } from "../../schema/collections/testimonials";
import type { Site } from "../../src/engine/site";
import { projectRoot } from "../helpers/site-kit";

let site: Site;
beforeAll(async () => {
  const loaded = await loadSite(projectRoot);
  if (!loaded.site) throw new Error(loaded.errors.map((error) => error.message).join("\n"));
  site = loaded.site;
}, 60_000);

const posts = () => [...site.facts.records.blog.values()];
const comments = () => [...site.facts.records.comments.values()];

/** The business each home demo sells; every other page speaks for the agency itself. */
const demoOfRoute: Record<string, TestimonialDemo> = {
  "/home/crypto": "crypto",
  "/home/insurance": "insurance",
  "/home/real-estate": "real-estate",
  "/home/app-landing": "app-landing",
  "/home/education": "education",
};

/** The testimonial records a page shows, in any block that lists them. */
function testimonialsOn(page: Site["pages"][number]): Testimonial[] {
  return page.blocks.flatMap((block) =>
    "testimonials" in block && Array.isArray(block.testimonials) ? (block.testimonials as Testimonial[]) : [],
  );
}

describe("copy that belongs to its page", () => {
  it("gives every blog post a body and a pull quote of its own", () => {
    const seen = new Map<string, number>();
    for (const post of posts()) {
      expect(post.body?.length, `post ${post.id}`).toBeGreaterThanOrEqual(3);
      expect(post.quote, `post ${post.id}`).toBeTruthy();
      for (const text of [...(post.body ?? []), post.quote ?? ""]) {
        expect(seen.get(text), `post ${post.id} repeats a text of post ${seen.get(text)}: ${text}`).toBeUndefined();
        seen.set(text, post.id);
      }
    }
  });

  it("shows under each post its own two comments, none dated before the post", () => {
    const byId = new Map<number, BlogPost>(posts().map((post) => [post.id, post]));
    for (const comment of comments()) {
      const post = byId.get(comment.post);
      expect(post, `comment ${comment.id}`).toBeDefined();
      const [day = ""] = comment.date.split(" at ");
      expect(isoDate(day) >= isoDate(post?.date ?? ""), `comment ${comment.id} on post ${comment.post}`).toBe(true);
    }
    for (const post of posts()) {
      expect(
        comments().filter((comment) => comment.post === post.id),
        `post ${post.id}`,
      ).toHaveLength(2);
    }
    const texts = comments().map((comment) => comment.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("renders each post page with that post's comments", () => {
    for (const post of posts()) {
      const page = site.pages.find((candidate) => candidate.route === `/blog/${post.id}`);
      const block = page?.blocks.find((candidate) => candidate.type === "blog-post");
      const shown = block && "comments" in block ? block.comments?.items : undefined;
      expect(
        shown?.map((comment) => comment.post),
        `/blog/${post.id}`,
      ).toEqual([post.id, post.id]);
    }
  });

  it("shows on each page only testimonials written for its demo, so none appears on two demos", () => {
    const shownBy = new Map<number, Set<TestimonialDemo>>();
    for (const page of site.pages) {
      const demo = demoOfRoute[page.route] ?? "agency";
      for (const testimonial of testimonialsOn(page)) {
        expect(testimonial.demo, `testimonial ${testimonial.id} on ${page.route}`).toBe(demo);
        shownBy.set(testimonial.id, (shownBy.get(testimonial.id) ?? new Set()).add(demo));
      }
    }
    for (const route of Object.keys(demoOfRoute)) {
      const page = site.pages.find((candidate) => candidate.route === route);
      expect(page && testimonialsOn(page).length, route).toBeGreaterThan(0);
    }
    for (const [id, demos] of shownBy) expect([...demos], `testimonial ${id}`).toHaveLength(1);
  });
});
