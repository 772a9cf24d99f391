import { beforeAll, describe, expect, it } from "vitest";
import { progressBarsBlock } from "../../../schema/blocks/progress-bars";
import { examplesOf } from "../../../tests/helpers/block-examples";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import ProgressBars, { island } from ".";

const examples = examplesOf("progress-bars");

let schema: ReturnType<typeof progressBarsBlock.schema>;
beforeAll(async () => {
  schema = progressBarsBlock.schema((await projectBlockKit()).kit);
});

const [results, single] = examples;
const render = (input: typeof results) => renderAt(<ProgressBars {...schema.parse(input)} />);

/** The text of the element of `html` whose id is `id`. */
const textOf = (html: string, id: string | undefined) => new RegExp(`<[a-z]+ id="${id}"[^>]*>([^<]+)<`).exec(html)?.[1];

describe("progress-bars", () => {
  it("shows each item as a meter named by its title, described by its description, valued at its value", () => {
    const html = render(results);
    const meters = openingTags(html, "div").filter((div) => div.role === "meter");
    expect(
      meters.map((meter) => [
        textOf(html, meter["aria-labelledby"]),
        textOf(html, meter["aria-describedby"]),
        meter["aria-valuenow"],
        meter["aria-valuetext"],
      ]),
    ).toEqual([
      ["Success", "Campaigns that met the sales goal agreed at the start, over the last two years.", "86", "86%"],
      ["Failure", "Sites we audit whose contact form fails on a phone before we start.", "44", "44%"],
    ]);
    for (const meter of meters) expect(meter).toMatchObject({ "aria-valuemin": "0", "aria-valuemax": "100" });
  });

  it("shows the value as a percentage beside the title", () => {
    const html = render(results).replaceAll("<!-- -->", "");
    expect(html).toContain(">86%</span>");
    expect(html).toContain(">44%</span>");
  });

  it("prerenders every bar at its final width, so it shows so with JavaScript off", () => {
    const fills = openingTags(render(results), "div").filter((div) => div["data-slot"] === "fill");
    expect(fills.map((fill) => fill.style)).toEqual(["width:86%", "width:44%"]);
  });

  it("fills in 1.5 s unless told otherwise, and takes only whole percentages from 0 to 100", () => {
    expect(schema.parse(results).duration).toBe(1500);
    expect(schema.parse(single).duration).toBe(800);
    const item = { title: "Too much", description: "More than all of it." };
    expect(schema.safeParse({ ...single, items: [{ ...item, value: 101 }] }).success).toBe(false);
    expect(schema.safeParse({ ...single, items: [{ ...item, value: 8.5 }] }).success).toBe(false);
    expect(schema.safeParse({ ...single, items: [{ title: "Alone", value: 50 }] }).success).toBe(false);
  });

  it("is anchored by its id and starts as it comes into view", () => {
    expect(openingTags(render(results), "section")[0]).toMatchObject({ id: "results", "data-block": "progress-bars" });
    expect(island).toBe("visible");
  });
});
