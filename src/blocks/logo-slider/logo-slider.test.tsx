import { beforeAll, describe, expect, it } from "vitest";
import { logoSliderBlock } from "../../../schema/blocks/logo-slider";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import { logoBreakpoints } from "./slide-widths";
import LogoSlider, { island } from ".";

const examples = examplesOf("logo-slider");

let schema: ReturnType<typeof logoSliderBlock.schema>;
beforeAll(async () => {
  schema = logoSliderBlock.schema((await projectBlockKit()).kit);
});

const [withHeading, strip] = examples;

describe("logo-slider", () => {
  it("shows every logo with its partner's name as the alternative text", () => {
    const images = openingTags(renderAt(<LogoSlider {...schema.parse(withHeading)} />), "img");
    expect(images.map((image) => image.alt)).toEqual(["Harbor", "Lumen", "Northwind", "Orbit", "Pinecone", "Quantum"]);
    expect(images[0]).toMatchObject({ src: "/art/logos/harbor.svg", loading: "lazy" });
  });

  it("shows 5 logos, 4 below 992 px, 3 below 768 px and 2 below 576 px by default", () => {
    const props = schema.parse(withHeading);
    const [strip] = openingTags(renderAt(<LogoSlider {...props} />), "ul");
    expect(strip?.class?.split(" ")).toEqual(
      expect.arrayContaining([
        "*:basis-1/2",
        "min-[576px]:*:basis-1/3",
        "min-[768px]:*:basis-1/4",
        "min-[992px]:*:basis-1/5",
      ]),
    );
    expect(logoBreakpoints(props.perView)).toEqual({
      "(min-width: 576px)": { slides: { perView: 3 } },
      "(min-width: 768px)": { slides: { perView: 4 } },
      "(min-width: 992px)": { slides: { perView: 5 } },
    });
  });

  it("puts its arrows under the strip below 1024 px, so the strip has the whole width for its logos", () => {
    const [strip] = openingTags(renderAt(<LogoSlider {...schema.parse(withHeading)} />), "ul");
    expect(strip?.class?.split(" ")).toEqual(expect.arrayContaining(["order-first", "basis-full", "lg:order-none"]));
  });

  it("moves by itself every 3000 ms by default, or not at all", () => {
    expect(schema.parse(withHeading).autoplay).toBe(3000);
    expect(schema.parse(strip).autoplay).toBe(false);
  });

  it("names its arrows, and itself when it has no heading", () => {
    const html = renderAt(<LogoSlider {...schema.parse(strip)} />);
    expect(openingTags(html, "button").map((button) => button["aria-label"])).toEqual(["Previous logos", "Next logos"]);
    expect(html).toContain('aria-label="Our partners"');
    expect(html).toContain('data-variant="cards"');
  });

  it("starts as it comes into view when it plays by itself, else on first use", () => {
    if (typeof island !== "function") throw new Error("expected a rule of the props");
    expect(island(schema.parse(withHeading))).toBe("visible");
    expect(island(schema.parse(strip))).toBe("interaction");
  });
});
