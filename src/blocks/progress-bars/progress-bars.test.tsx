import { beforeAll, describe, expect, it } from "vitest";
import { progressBarsBlock } from "../../../schema/blocks/progress-bars";
import { examplesOf } from "../../../tests/helpers/block-examples";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import * as progressBarsModule from ".";
import ProgressBars from ".";

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
    // ARIA's meter runs from 0 to 100 unless told otherwise.
    for (const meter of meters) {
      expect(meter["aria-valuemin"] ?? "0").toBe("0");
      expect(meter["aria-valuemax"] ?? "100").toBe("100");
    }
  });

  it("shows the value as a percentage beside the title", () => {
    const html = render(results);
    expect(html).toContain(">86%</span>");
    expect(html).toContain(">44%</span>");
  });

  it("prerenders every bar at its final width, so it shows so with JavaScript off", () => {
    const html = render(results);
    const fills = [...html.matchAll(/role="meter"[^>]*><div [^>]*style="([^"]*)"/g)].map((match) => match[1]);
    expect(fills).toEqual(["width:86%", "width:44%"]);
  });

  it("fills in 1.5 s unless told otherwise, and takes only whole percentages from 0 to 100", () => {
    expect(schema.parse(results).duration).toBe(1500);
    expect(schema.parse(single).duration).toBe(800);
    const item = { title: "Too much", description: "More than all of it." };
    expect(schema.safeParse({ ...single, items: [{ ...item, value: 101 }] }).success).toBe(false);
    expect(schema.safeParse({ ...single, items: [{ ...item, value: 8.5 }] }).success).toBe(false);
    expect(schema.safeParse({ ...single, items: [{ title: "Alone", value: 50 }] }).success).toBe(false);
  });

  it("is anchored by its id, and leaves the fill to the scroll reveal with no island", () => {
    const html = render(results);
    expect(openingTags(html, "section")[0]).toMatchObject({ id: "results", "data-block": "progress-bars" });
    expect(openingTags(html, "ul")[0]).toMatchObject({ "data-reveal": "true", style: "--fill-duration:1500ms" });
    expect("island" in progressBarsModule).toBe(false);
  });
});
