import { beforeAll, describe, expect, it } from "vitest";
import { courseListBlock } from "../../../schema/blocks/course-list";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import CourseList, { dollars } from ".";

const examples = examplesOf("course-list");

let schema: ReturnType<typeof courseListBlock.schema>;
beforeAll(async () => {
  schema = courseListBlock.schema((await projectBlockKit()).kit);
});

describe("course-list", () => {
  it("starts at the first filter, All, with every course shown", () => {
    const html = renderAt(<CourseList {...schema.parse(examples[0])} />);
    const buttons = openingTags(html, "button");
    expect(buttons.map((button) => button["aria-pressed"])).toEqual(["true", "false", "false"]);
    const courses = openingTags(html, "li").filter((tag) => tag["data-slot"] === "course");
    expect(courses.map((course) => "hidden" in course)).toEqual([false, false]);
    expect(courses.map((course) => course["data-tags"])).toEqual(["coding it", "art"]);
  });

  it("shows instructor, duration, rating out of 5 with its count, and prices with 2 decimals", () => {
    const html = renderAt(<CourseList {...schema.parse(examples[0])} />);
    for (const text of ["Ada Brooks", "12 h 30 min", "Rated 4.8 out of 5", "1,240", "$49.50", "$89.00", "$39.00"]) {
      expect(html).toContain(text);
    }
  });

  it("formats dollars with 2 decimals", () => {
    expect(dollars(49)).toBe("$49.00");
    expect(dollars(19.9)).toBe("$19.90");
  });

  it("refuses a category outside the list and a rating above 5", () => {
    const [first] = examples;
    const course = first?.courses[0];
    expect(schema.safeParse({ ...first, courses: [{ ...course, tags: ["cooking"] }] }).success).toBe(false);
    expect(schema.safeParse({ ...first, courses: [{ ...course, rating: 5.5 }] }).success).toBe(false);
  });
});
