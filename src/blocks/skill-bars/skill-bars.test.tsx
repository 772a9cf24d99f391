import { beforeAll, describe, expect, it } from "vitest";
import { skillBarsBlock } from "../../../schema/blocks/skill-bars";
import { openingTags } from "../../../tests/helpers/html-tags";
import { renderAt } from "../../../tests/helpers/render-block";
import { projectBlockKit } from "../../../tests/helpers/site-kit";
import { examplesOf } from "../../../tests/helpers/block-examples";
import * as skillBarsModule from ".";
import SkillBars from ".";

const examples = examplesOf("skill-bars");

let schema: ReturnType<typeof skillBarsBlock.schema>;
beforeAll(async () => {
  schema = skillBarsBlock.schema((await projectBlockKit()).kit);
});

const [skills, single] = examples;
const render = (input: typeof skills) => renderAt(<SkillBars {...schema.parse(input)} />);

describe("skill-bars", () => {
  it("prerenders every bar at its final width, so it shows so with JavaScript off", () => {
    const html = render(skills);
    const fills = [...html.matchAll(/role="meter"[^>]*><div [^>]*style="([^"]*)"/g)].map((match) => match[1]);
    expect(fills).toEqual(["width:93%", "width:92%", "width:85%", "width:82%"]);
  });

  it("leaves the fill to the scroll reveal, with no island, over its duration", () => {
    const [list] = openingTags(render(skills), "ul");
    expect(list).toMatchObject({ "data-reveal": "true", style: "--fill-duration:1500ms" });
    expect("island" in skillBarsModule).toBe(false);
  });

  it("names each bar by its skill and gives its percentage as a meter's value", () => {
    const html = render(skills);
    const meters = openingTags(html, "div").filter((div) => div.role === "meter");
    expect(meters.map((meter) => [meter["aria-valuenow"], meter["aria-valuetext"]])).toEqual([
      ["93", "93%"],
      ["92", "92%"],
      ["85", "85%"],
      ["82", "82%"],
    ]);
    const names = meters.map((meter) => {
      // ARIA's meter runs from 0 to 100 unless told otherwise.
      expect(meter["aria-valuemin"] ?? "0").toBe("0");
      expect(meter["aria-valuemax"] ?? "100").toBe("100");
      return new RegExp(`<span id="${meter["aria-labelledby"]}"[^>]*>([^<]+)<`).exec(html)?.[1];
    });
    expect(names).toEqual(["UI design", "Branding", "Illustration", "Front-end"]);
  });

  it("shows the percentage beside the name, and the section's buttons", () => {
    const html = render(skills);
    expect(html).toContain(">93%</span>");
    expect(openingTags(html, "a").map((link) => link.href)).toEqual(["/contact"]);
  });

  it("fills in 1.5 s unless told otherwise, and accepts only percentages from 0 to 100", () => {
    expect(schema.parse(skills).duration).toBe(1500);
    expect(schema.parse(single).duration).toBe(800);
    const bar = { icon: "pen", title: "Too much" } as const;
    expect(schema.safeParse({ ...single, skills: [{ ...bar, percent: 101 }] }).success).toBe(false);
    expect(schema.safeParse({ ...single, skills: [{ ...bar, percent: 9.5 }] }).success).toBe(false);
  });

  it("is anchored by its id", () => {
    expect(openingTags(render(skills), "section")[0]).toMatchObject({ id: "skills", "data-block": "skill-bars" });
  });
});
