import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { openingTags } from "../../tests/helpers/html-tags";
import { iconPaths } from "./icon-paths";
import { RatingStars } from "./RatingStars";

describe("RatingStars", () => {
  it("tells the stylesheet how many stars to fill and reads the rating as words", () => {
    const html = renderToString(<RatingStars rating={4} label="Rated 4 out of 5" />);
    expect(openingTags(html, "p")).toEqual([expect.objectContaining({ class: "rating-stars", "data-rating": "4" })]);
    expect(html).toContain('<span class="sr-only">Rated 4 out of 5</span>');
    expect(html).not.toContain("<svg");
  });

  it("draws the icon set's star, with the stroke an icon has", () => {
    const star = readFileSync(new URL("../styles/rating-star.svg", import.meta.url), "utf8");
    expect(star).toContain(`d="${iconPaths.star.join("")}"`);
    expect(star).toContain('stroke-width="2"');
    expect(star).toContain('stroke-linejoin="round"');
  });
});

/** The marks the stylesheet masks from files (check lists, plan lines, accordions, quotes): icons of the set. */
describe("the stylesheet's marks", () => {
  it.each(["check", "close", "plus", "minus", "quote"] as const)("%s is the icon set's, with its stroke", (name) => {
    const mark = readFileSync(new URL(`../styles/${name}.svg`, import.meta.url), "utf8");
    expect(mark).toContain(`d="${iconPaths[name].join("")}"`);
    expect(mark).toContain('fill="none"');
    expect(mark).toContain('stroke-width="2"');
    expect(mark).toContain('stroke-linecap="round"');
  });
});
