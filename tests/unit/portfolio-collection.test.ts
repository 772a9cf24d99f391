import { beforeAll, describe, expect, it } from "vitest";
import { matchesFilter } from "../../src/blocks/portfolio-grid/filter";
import { projectBlockKit } from "../helpers/site-kit";

let project: Awaited<ReturnType<typeof projectBlockKit>>;
beforeAll(async () => {
  project = await projectBlockKit();
});

/** The specification's slices are 0-based positions; ids start at 1 (docs/decisions.md). */
const slices: Record<string, [number, number]> = {
  v1: [0, 7],
  v2: [8, 16],
  v3: [17, 24],
  v4: [25, 33],
  v5: [34, 39],
  v6: [40, 44],
  v7: [45, 50],
};

describe("the portfolio collection", () => {
  it("reads 60 entries, ids 1 to 60, each with our own thumbnail", () => {
    expect(project.errors).toEqual([]);
    const entries = [...project.context.records.portfolio.values()];
    expect(entries.map((entry) => entry.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const entry of entries) expect(entry.image.src).toBe(`/art/portfolio/${entry.id}.svg`);
  });

  it("gives project info to some entries only", () => {
    const entries = [...project.context.records.portfolio.values()];
    expect(entries.some((entry) => entry.projectInfo)).toBe(true);
    expect(entries.some((entry) => !entry.projectInfo)).toBe(true);
  });

  it("slices the list by position: items 0 to 7 are ids 1 to 8", () => {
    const many = project.kit.many("portfolio");
    for (const [first, last] of Object.values(slices)) {
      const entries = many.parse({ from: "portfolio", range: [first + 1, last + 1] });
      expect(entries.map((entry) => entry.id)).toEqual(
        Array.from({ length: last - first + 1 }, (_, i) => first + 1 + i),
      );
    }
  });

  it("has entries for every filter of the lists V1 to V6", () => {
    const many = project.kit.many("portfolio");
    for (const [name, [first, last]] of Object.entries(slices)) {
      if (name === "v7") continue;
      const entries = many.parse({ from: "portfolio", range: [first + 1, last + 1] });
      for (const filter of ["marketing", "application", "design", "dev"]) {
        expect(
          entries.filter((entry) => matchesFilter(entry.category, filter)).length,
          `${name} ${filter}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it("reports a reference to an entry that does not exist", () => {
    const result = project.kit.many("portfolio").safeParse({ from: "portfolio", ids: [1, 61] });
    expect(result.error?.issues).toMatchObject([
      { path: ["ids", 1], message: "no portfolio record has id 61 (content/portfolio.yaml)" },
    ]);
  });

  it("holds the blog sidebar's categories with their fixed counts, and two comments on each post", () => {
    const categories = [...project.context.records["blog-categories"].values()];
    expect(categories.map((category) => [category.name, category.count])).toEqual([
      ["Digital", 3],
      ["Marketing", 4],
      ["Design", 2],
      ["WordPress", 8],
      ["Plugin", 5],
    ]);
    const comments = [...project.context.records.comments.values()];
    for (const post of project.context.records.blog.keys())
      expect(comments.filter((comment) => comment.post === post)).toHaveLength(2);
    expect(comments).toHaveLength(2 * project.context.records.blog.size);
  });
});

describe("portfolio filters", () => {
  it("show everything under *, and entries whose category words include the filter", () => {
    expect(matchesFilter("design dev", "*")).toBe(true);
    expect(matchesFilter("design dev", "dev")).toBe(true);
    expect(matchesFilter("application design", "marketing")).toBe(false);
    // A word, not a substring: "design" does not match inside another word.
    expect(matchesFilter("branding logo", "logo")).toBe(true);
    expect(matchesFilter("branding", "brand")).toBe(false);
  });
});
