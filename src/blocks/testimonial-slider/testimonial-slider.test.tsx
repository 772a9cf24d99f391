import { beforeAll, describe, expect, it } from "vitest";
import { createBlockSchemas, type BlockInput } from "../../../schema/blocks";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import TestimonialSlider from ".";

let schemas: ReturnType<typeof createBlockSchemas>;
beforeAll(async () => {
  schemas = createBlockSchemas((await projectBlockKit()).kit);
});

function render(input: BlockInput<"testimonial-slider">) {
  const parsed = schemas.get("testimonial-slider")?.safeParse(input);
  if (parsed?.data?.type !== "testimonial-slider") throw new Error(JSON.stringify(parsed?.error?.issues));
  return renderAt(<TestimonialSlider {...parsed.data} />);
}

const slider: BlockInput<"testimonial-slider"> = {
  type: "testimonial-slider",
  heading: "What clients say",
  testimonials: { from: "testimonials", ids: [3, 1, 2] },
};

describe("testimonial-slider", () => {
  it("prerenders every chosen testimonial as a slide, in the order given", () => {
    const html = render(slider);
    const names = [...html.matchAll(/<figcaption>.*?<span><span>([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(["Sofia Marchetti", "Hannah Whitfield", "Marcus Oyelaran"]);
  });

  it("sizes slides from CSS as 1, then 2 below 1024 px, then 3 by default", () => {
    const html = render(slider);
    const [track] = openingTags(html, "ul").filter((ul) => ul["data-slot"] === "slides");
    expect(track?.class?.split(" ")).toEqual(
      expect.arrayContaining(["*:basis-full", "md:*:basis-1/2", "lg:*:basis-1/3"]),
    );
    const slides = openingTags(html, "li").filter((li) => li["data-slot"] === "slide");
    // The slider finds them as its list's items: they need no class.
    expect(slides.map((slide) => slide.class)).toEqual(Array(3).fill(undefined));
  });

  it("takes other slide counts from perView", () => {
    const [track] = openingTags(render({ ...slider, perView: { base: 1, md: 2, lg: 4 } }), "ul");
    expect(track?.class?.split(" ")).toEqual(
      expect.arrayContaining(["*:basis-full", "md:*:basis-1/2", "lg:*:basis-1/4"]),
    );
  });

  it("names the arrows for assistive technology, with defaults and YAML labels", () => {
    const names = (html: string) => openingTags(html, "button").map((button) => button["aria-label"]);
    expect(names(render(slider))).toEqual(["Previous testimonial", "Next testimonial"]);
    expect(names(render({ ...slider, previousLabel: "Back", nextLabel: "Forward" }))).toEqual(["Back", "Forward"]);
  });

  it("reads each rating as text out of 5", () => {
    const html = render(slider);
    expect(html).toContain('<span class="sr-only">Rated 4 out of 5</span>');
    expect(html).toContain('<span class="sr-only">Rated 5 out of 5</span>');
  });

  it("shows the role with the company, or the location when there is no company", () => {
    const html = render({ ...slider, testimonials: { from: "testimonials", ids: [1, 4] } });
    // Each caption's lines: name, role, then company or place.
    const captions = [...html.matchAll(/<figcaption>.*?<\/figcaption>/g)].map((match) =>
      [...match[0].matchAll(/<span>([^<]+)<\/span>/g)].map((line) => line[1]),
    );
    expect(captions.map((lines) => lines.slice(1))).toEqual([
      ["Marketing Director", "Copperleaf Interiors"],
      ["Product Manager", "Ljubljana, Slovenia"],
    ]);
  });
});
